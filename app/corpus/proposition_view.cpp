#include "proposition_view.h"

#include "sky_text.h"
#include "study_link.h"

#include <QMap>

namespace astrolabe {

namespace {
QVariantMap specMap(const content::FigureSpec &figure, const QString &language)
{
    QVariantMap spec = figure.data.toVariantMap();
    spec.insert(QStringLiteral("figure"), figure.kind);
    spec.insert(QStringLiteral("caption"), figure.caption.text(language));
    return spec;
}

QString blockKind(content::ReadBlock::Type type)
{
    switch (type) {
    case content::ReadBlock::Type::Heading: return QStringLiteral("heading");
    case content::ReadBlock::Type::Paragraph: return QStringLiteral("paragraph");
    case content::ReadBlock::Type::Formula: return QStringLiteral("formula");
    case content::ReadBlock::Type::Figure: return QStringLiteral("figure");
    }
    return QStringLiteral("paragraph");
}
} // namespace

PropositionView::PropositionView(QObject *parent)
    : QObject(parent)
{
}

void PropositionView::setPropositionId(const QString &id)
{
    m_requestedId = id;
    show(id);
}

void PropositionView::show(const QString &id)
{
    const content::ContentPack *pack = m_study.pack();
    QString resolved;
    if (pack && pack->proposition(id))
        resolved = id;
    else if (pack && pack->propositionCount() > 0)
        resolved = pack->propositions().constFirst().id;
    if (resolved == m_propositionId)
        return;
    m_propositionId = resolved;
    emit propositionIdChanged();
    emit contentChanged();
}

void PropositionView::setLanguage(const QString &language)
{
    if (m_language == language)
        return;
    m_language = language;
    emit languageChanged();
    emit contentChanged();
}

bool PropositionView::follow(const QString &id)
{
    const content::ContentPack *pack = m_study.pack();
    if (!pack || !pack->proposition(id) || id == m_propositionId)
        return false;
    m_history << m_propositionId;
    show(id);
    emit historyChanged();
    return true;
}

bool PropositionView::back()
{
    if (m_history.isEmpty())
        return false;
    show(m_history.takeLast());
    emit historyChanged();
    return true;
}

const content::Proposition *PropositionView::current() const
{
    const content::ContentPack *pack = m_study.pack();
    return pack ? pack->proposition(m_propositionId) : nullptr;
}

int PropositionView::number() const
{
    const content::ContentPack *pack = m_study.pack();
    return pack ? pack->propositionNumber(m_propositionId) : 0;
}

int PropositionView::count() const
{
    const content::ContentPack *pack = m_study.pack();
    return pack ? pack->propositionCount() : 0;
}

QString PropositionView::placeText() const
{
    // The id reads <chapter>.<section>.P<number>: "II.3.P01".
    const QStringList parts = m_propositionId.split(QLatin1Char('.'));
    if (parts.size() != 3 || !parts.at(2).startsWith(QLatin1Char('P')))
        return QString();
    const auto n = [this](int value) { return SkyText::number(value, m_language); };
    //: Where a proposition stands: its id read out ("II.3.P01" is chapter II, section 3,
    //: proposition 1), then its place in the whole corpus ("43 of 86").
    return tr("Chapter %1, section %2, proposition %3 · %4 of %5 in the corpus")
        .arg(parts.at(0), n(parts.at(1).toInt()), n(parts.at(2).mid(1).toInt()), n(number()),
             n(count()));
}

QString PropositionView::chapterId() const
{
    const content::Proposition *p = current();
    return p ? p->chapterId : QString();
}

QString PropositionView::chapterTitle() const
{
    const content::ContentPack *pack = m_study.pack();
    const content::Chapter *chapter = pack ? pack->chapter(chapterId()) : nullptr;
    return chapter ? chapter->title.text(m_language) : QString();
}

QString PropositionView::title() const
{
    const content::Proposition *p = current();
    return p ? p->title.text(m_language) : QString();
}

QString PropositionView::statement() const
{
    const content::Proposition *p = current();
    return p ? p->statement.text(m_language) : QString();
}

QString PropositionView::corollary() const
{
    const content::Proposition *p = current();
    return p ? p->corollary.text(m_language) : QString();
}

QString PropositionView::figureKind() const
{
    const content::Proposition *p = current();
    return p ? p->figure.kind : QString();
}

QString PropositionView::figureCaption() const
{
    const content::Proposition *p = current();
    return p ? p->figure.caption.text(m_language) : QString();
}

QVariantMap PropositionView::figureSpec() const
{
    const content::Proposition *p = current();
    return p && p->figure.isValid() ? specMap(p->figure, m_language) : QVariantMap();
}

QVariantList PropositionView::demonstration() const
{
    QVariantList blocks;
    const content::Proposition *p = current();
    if (!p)
        return blocks;
    for (const content::ReadBlock &block : p->demonstration) {
        QVariantMap entry;
        entry.insert(QStringLiteral("kind"), blockKind(block.type));
        if (block.type == content::ReadBlock::Type::Figure) {
            entry.insert(QStringLiteral("text"), block.figure.caption.text(m_language));
            entry.insert(QStringLiteral("figure"), specMap(block.figure, m_language));
        } else {
            entry.insert(QStringLiteral("text"), block.text.text(m_language));
        }
        blocks << entry;
    }
    return blocks;
}

QStringList PropositionView::sources() const
{
    QStringList lines;
    const content::Proposition *p = current();
    if (!p)
        return lines;
    for (const content::Source &source : p->sources) {
        //: A bibliographic source: authors, year, title (the title and venue are not translated).
        QString line = tr("%1 (%2). %3.").arg(source.authors).arg(source.year).arg(source.title);
        if (!source.venue.isEmpty())
            line += QLatin1Char(' ') + source.venue + QLatin1Char('.');
        lines << line;
    }
    return lines;
}

QVariantList PropositionView::links(const QStringList &ids) const
{
    QVariantList list;
    const content::ContentPack *pack = m_study.pack();
    if (!pack)
        return list;
    for (const QString &id : ids) {
        const content::Proposition *p = pack->proposition(id);
        list << QVariantMap{{QStringLiteral("propositionId"), id},
                            {QStringLiteral("title"), p ? p->title.text(m_language) : QString()}};
    }
    return list;
}

QVariantList PropositionView::dependsOn() const
{
    const content::ContentPack *pack = m_study.pack();
    return pack ? links(pack->dependsOn(m_propositionId)) : QVariantList();
}

QVariantList PropositionView::usedBy() const
{
    const content::ContentPack *pack = m_study.pack();
    return pack ? links(pack->usedBy(m_propositionId)) : QVariantList();
}

QVariantList PropositionView::problems() const
{
    QVariantList list;
    const content::ContentPack *pack = m_study.pack();
    if (!pack)
        return list;
    // Grouped by lesson, lessons in the order their first question appears.
    QStringList lessonOrder;
    QMap<QString, QVariantList> numbers;
    for (const QString &questionId : pack->problemsUsing(m_propositionId)) {
        const content::Lesson *lesson = pack->lessonOfQuestion(questionId);
        if (!lesson)
            continue;
        if (!lessonOrder.contains(lesson->id))
            lessonOrder << lesson->id;
        numbers[lesson->id] << static_cast<int>(lesson->questionIds().indexOf(questionId)) + 1;
    }
    for (const QString &lessonId : std::as_const(lessonOrder)) {
        const content::Lesson *lesson = pack->lesson(lessonId);
        list << QVariantMap{{QStringLiteral("lessonId"), lessonId},
                            {QStringLiteral("lessonTitle"), lesson->title.text(m_language)},
                            {QStringLiteral("questionNumbers"), numbers.value(lessonId)}};
    }
    return list;
}

void PropositionView::setStudy(Study *study)
{
    if (!m_study.set(study))
        return;
    show(m_requestedId);
    emit studyChanged();
}

} // namespace astrolabe
