#include "sky_model.h"

#include "review/due_queue.h"
#include "review/review_service.h"
#include "sky_text.h"
#include "stats/study_streak.h"
#include "store/store.h"
#include "study_link.h"
#include "time/time_units.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cstdlib>

namespace astrolabe {

namespace {

constexpr int kStreakWindowDays = 400;

// A star's question with a generated question's {placeholders} replaced by `stand`.
QString promptOf(const QString &prompt, bool generated, const QString &stand)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{[^}]*\\}"));
    QString text = prompt;
    if (generated)
        text.replace(placeholder, stand);
    return text.simplified();
}

// A star's question as its title: a generated question's placeholders become "…".
QString titleOf(const QString &prompt, bool generated)
{
    return promptOf(prompt, generated, QStringLiteral("…"));
}

// A star's question as a sentence a screen reader says: a generated question's placeholders are
// "(numbers)" (its numbers are drawn afresh on every attempt), and it ends with a stop.
QString spokenTitleOf(const QString &prompt, bool generated)
{
    //: Said in place of a generated question's numbers, in a star's name for screen readers.
    QString text = promptOf(prompt, generated, SkyModel::tr("(numbers)"));
    static const QString ends = QStringLiteral(".?!:\u061F\u2026");
    if (!text.isEmpty() && !ends.contains(text.back()))
        text += QLatin1Char('.');
    return text;
}

} // namespace

bool SkyModel::Row::operator==(const Row &o) const
{
    return questionId == o.questionId && lessonId == o.lessonId && lessonIndex == o.lessonIndex
        && x == o.x && y == o.y && recall == o.recall && state == o.state && inSteps == o.inSteps
        && lastReviewMs == o.lastReviewMs && nextReviewMs == o.nextReviewMs
        && generated == o.generated
        && prompt == o.prompt; // the pack's own string: equal addresses, its text not read
}

SkyModel::SkyModel(QObject *parent)
    : QAbstractListModel(parent), m_constellations(new SkyConstellationModel(this))
{
    refresh();
}

int SkyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant SkyModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= m_rows.size())
        return QVariant();
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case QuestionIdRole: return row.questionId;
    case LessonIdRole: return row.lessonId;
    case LessonIndexRole: return row.lessonIndex;
    case XRole: return row.x;
    case YRole: return row.y;
    case RecallRole: return row.recall;
    case StateRole: return static_cast<int>(row.state);
    case TitleRole: return titleOf(row.prompt, row.generated);
    case RecallTextRole: return SkyText::percent(row.recall, m_language);
    case LastReviewTextRole: return SkyText::date(row.lastReviewMs, m_language);
    case NextReviewTextRole: return nextReviewText(row);
    case AccessibleNameRole: return accessibleName(index.row());
    default: return QVariant();
    }
}

QHash<int, QByteArray> SkyModel::roleNames() const
{
    return {
        {QuestionIdRole, "questionId"},
        {LessonIdRole, "lessonId"},
        {LessonIndexRole, "lessonIndex"},
        {XRole, "x"},
        {YRole, "y"},
        {RecallRole, "recall"},
        {StateRole, "state"},
        {TitleRole, "title"},
        {RecallTextRole, "recallText"},
        {LastReviewTextRole, "lastReviewText"},
        {NextReviewTextRole, "nextReviewText"},
        {AccessibleNameRole, "accessibleName"},
    };
}

void SkyModel::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    emit languageChanged();
    refresh();
    emit viewDateTextChanged(); // the same moment, in the other language
    if (!m_rows.isEmpty())
        emit dataChanged(index(0), index(static_cast<int>(m_rows.size()) - 1));
}

void SkyModel::setRightToLeft(bool rightToLeft)
{
    if (rightToLeft == m_rightToLeft)
        return;
    m_rightToLeft = rightToLeft;
    emit rightToLeftChanged();
    refresh();
}

void SkyModel::setDaysAhead(int days)
{
    days = std::clamp(days, 0, kMaxDaysAhead);
    if (days == m_daysAhead)
        return;
    m_daysAhead = days;
    emit daysAheadChanged();
    recompute();
}

QString SkyModel::viewDateText() const
{
    if (m_daysAhead == 0)
        return tr("Today");
    return SkyText::date(m_viewMs, m_language);
}

void SkyModel::classBegin()
{
    m_beingMade = true;
}

void SkyModel::componentComplete()
{
    m_beingMade = false;
    refresh();
}

void SkyModel::refresh()
{
    if (m_beingMade)
        return;
    rebuildLayout();
    recompute();
}

void SkyModel::rebuildLayout()
{
    Study *context = m_study.opened();
    QVector<SkyLayout::ChapterInput> chapters;
    QStringList chapterTitles;
    m_lessonTitles.clear();
    if (context) {
        const content::ContentPack &pack = *context->pack();
        for (const content::Chapter &chapter : pack.chapters()) {
            SkyLayout::ChapterInput input;
            input.id = chapter.id;
            for (const QString &lessonId : chapter.lessonIds) {
                const content::Lesson *lesson = pack.lesson(lessonId);
                if (!lesson)
                    continue;
                input.lessons << SkyLayout::LessonInput{lessonId, lesson->questionIds()};
                m_lessonTitles << lesson->title.text(m_language);
            }
            chapters << input;
            chapterTitles << chapter.title.text(m_language);
        }
    }
    m_layout = SkyLayout::compute(chapters, m_rightToLeft);
    m_layoutDirty = true;
    QList<qreal> labelX;
    QList<qreal> labelY;
    QList<qreal> width;
    for (const SkyLayout::Region &region : m_layout.regions()) {
        labelX << region.labelX;
        labelY << region.labelY;
        width << region.right - region.left;
    }
    if (chapterTitles != m_chapterTitles || labelX != m_chapterLabelX
        || labelY != m_chapterLabelY || width != m_chapterWidth) {
        m_chapterTitles = chapterTitles;
        m_chapterLabelX = labelX;
        m_chapterLabelY = labelY;
        m_chapterWidth = width;
        emit chaptersChanged();
    }
}

void SkyModel::recompute()
{
    if (m_beingMade)
        return;
    Study *context = m_study.opened();
    QVector<Row> rows;
    QStringList dueNow;
    int dueLaterToday = 0;
    int learned = 0;
    int dueCount = 0;
    int streak = 0;
    qint64 viewMs = 0;
    if (context) {
        const review::ReviewService &service = *context->service();
        const qint64 now = service.now();
        viewMs = now + m_daysAhead * kMsPerDay;
        const QHash<QString, review::ItemStatus> statuses = service.statusesAt(viewMs);
        for (const review::DueItem &entry : service.dueQueueAt(now))
            if (!entry.isNew)
                dueNow << entry.itemId;
        dueLaterToday = service.dueCountsAt(now).laterToday;

        const content::ContentPack &pack = *context->pack();
        for (const SkyLayout::Star &star : m_layout.stars()) {
            Row row;
            row.questionId = star.questionId;
            row.lessonIndex = star.lesson;
            row.lessonId = m_layout.constellations().at(star.lesson).lessonId;
            row.x = star.x;
            row.y = star.y;
            if (const content::Question *question = pack.question(star.questionId)) {
                row.prompt = question->prompt.text(m_language);
                row.generated = question->isGenerated();
            }
            const review::ItemStatus status = statuses.value(star.questionId);
            if (status.learned()) {
                row.recall = status.recall;
                row.lastReviewMs = status.lastReviewMs;
                row.nextReviewMs = status.nextReviewMs;
                row.inSteps = status.inSteps();
                if (status.due)
                    row.state = Due;
                else if (status.phase == memory::Phase::Review)
                    row.state = Learned;
                else
                    row.state = Learning;
                ++learned;
                dueCount += row.state == Due ? 1 : 0;
            }
            rows << row;
        }

        const QVector<qint64> times = context->store()->reviews().timesBetween(
            now - kStreakWindowDays * kMsPerDay, now + 1);
        streak = stats::studyStreak(times, now, service.settings().scheduler.dayOffsetMinutes);
    }

    const bool sameStars = rows.size() == m_rows.size()
        && std::equal(rows.cbegin(), rows.cend(), m_rows.cbegin(),
                      [](const Row &a, const Row &b) { return a.questionId == b.questionId; });
    bool changed = !sameStars;
    const bool languageOrPlacesChanged = m_layoutDirty;
    m_layoutDirty = false;
    if (!sameStars) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else {
        for (int i = 0; i < rows.size(); ++i) {
            if (rows.at(i) == m_rows.at(i))
                continue;
            m_rows[i] = rows.at(i);
            changed = true;
            emit dataChanged(index(i), index(i));
        }
    }

    // The constellations: names, places and progress.
    QVector<SkyConstellationModel::Row> lessons;
    for (const SkyLayout::Constellation &c : m_layout.constellations()) {
        SkyConstellationModel::Row row;
        row.lessonId = c.lessonId;
        row.title = m_lessonTitles.value(static_cast<int>(lessons.size()));
        row.labelLeft = c.labelLeft;
        row.labelTop = c.labelTop;
        row.labelWidth = c.labelWidth;
        row.labelHeight = c.labelHeight;
        row.labelBeside = c.labelBeside;
        row.centerX = c.x;
        row.centerY = c.y;
        row.radius = c.radius;
        row.questionCount = c.starCount;
        for (int s = c.firstStar; s < c.firstStar + c.starCount && s < m_rows.size(); ++s) {
            row.learnedCount += m_rows.at(s).state != Unseen ? 1 : 0;
            row.dueCount += m_rows.at(s).state == Due ? 1 : 0;
        }
        row.progressText = tr("%1 of %2 learned")
                               .arg(SkyText::number(row.learnedCount, m_language),
                                    SkyText::number(row.questionCount, m_language));
        if (row.dueCount > 0)
            //: Between a lesson's learned and due counts. In Persian not a dot, which beside
            //: a Persian digit reads as a zero.
            row.progressText += tr(" · ")
                + tr("%1 due").arg(SkyText::number(row.dueCount, m_language));
        lessons << row;
    }
    m_constellations->setRows(lessons);

    // The scene the item draws.
    SkyScene scene;
    scene.daysAhead = m_daysAhead;
    if (context)
        scene.learner = context->profileName();
    scene.stars.reserve(m_rows.size());
    for (const Row &row : std::as_const(m_rows)) {
        SkyScene::Star star;
        star.x = static_cast<float>(row.x);
        star.y = static_cast<float>(row.y);
        star.recall = static_cast<float>(row.recall);
        star.state = static_cast<SkyScene::StarState>(row.state);
        star.seed = static_cast<quint32>(SkyLayout::unitHash(row.questionId, 17) * 4294967295.0);
        scene.stars << star;
    }
    for (const SkyLayout::Line &line : m_layout.lines())
        scene.lines << SkyScene::Line{line.from, line.to};
    int hue = 0;
    for (const SkyLayout::Region &region : m_layout.regions())
        scene.regions << SkyScene::Region{static_cast<float>(region.labelX),
                                          static_cast<float>(region.right - region.left), hue++,
                                          static_cast<float>((region.top + region.bottom) / 2),
                                          static_cast<float>(region.bottom - region.top)};
    m_scene = scene;

    const bool viewChanged = viewMs != m_viewMs;
    const bool countsChange = viewChanged || learned != m_learnedCount
        || dueCount != m_dueCount || dueNow != m_dueNowIds || dueLaterToday != m_dueLaterTodayCount
        || streak != m_streakDays;
    m_viewMs = viewMs;
    m_learnedCount = learned;
    m_dueCount = dueCount;
    m_dueNowIds = dueNow;
    m_dueLaterTodayCount = dueLaterToday;
    m_streakDays = streak;
    if (countsChange)
        emit countsChanged();
    if (viewChanged)
        emit viewDateTextChanged();
    if (changed || languageOrPlacesChanged) {
        ++m_revision;
        emit sceneChanged();
    }
}

QString SkyModel::stateText(const Row &row) const
{
    switch (row.state) {
    case Unseen: return tr("Not yet studied");
    case Learning: return tr("Learning");
    case Learned: return tr("Learned");
    case Due:
        return row.inSteps
            //: A star's state: a question in its first short steps, whose step has passed.
            ? tr("Due: learning step")
            : tr("Due for review");
    }
    return QString();
}

bool SkyModel::lessonStudied(const Row &row) const
{
    const auto &lessons = m_constellations->rows();
    return row.lessonIndex < lessons.size() && lessons.at(row.lessonIndex).learnedCount > 0;
}

QString SkyModel::lessonTitle(const Row &row) const
{
    const auto &lessons = m_constellations->rows();
    return row.lessonIndex < lessons.size() ? lessons.at(row.lessonIndex).title : QString();
}

QString SkyModel::stateNote(const Row &row) const
{
    if (row.state == Learning || (row.state == Due && row.inSteps))
        //: In a star's tooltip, under a question in its learning steps.
        return tr("A new or forgotten question comes back minutes after an answer, to help it "
                  "stick, even while its recall is high.");
    if (row.state == Due)
        //: In a star's tooltip, under a question due for review.
        return tr("Its review date has come: recall has fallen to about the 90% target, and "
                  "answering now makes the memory last longer.");
    return QString();
}

QString SkyModel::nextReviewText(const Row &row) const
{
    // Within a day of the moment shown, the time matters too ("2 Mar 2026, 10:06").
    if (row.nextReviewMs > 0 && std::abs(row.nextReviewMs - m_viewMs) < kMsPerDay)
        //: When a star's question comes back: %1 is the date, %2 the time of day.
        return tr("%1, %2").arg(SkyText::date(row.nextReviewMs, m_language),
                                SkyText::time(row.nextReviewMs, m_language));
    return SkyText::date(row.nextReviewMs, m_language);
}

QString SkyModel::accessibleName(int index) const
{
    const Row &row = m_rows.at(index);
    //: A star's name for screen readers begins with its place: %1 of %2 stars, in the lesson %3.
    const QString place = tr("Star %1 of %2, %3")
        .arg(SkyText::number(index + 1, m_language),
             SkyText::number(static_cast<int>(m_rows.size()), m_language), lessonTitle(row));
    if (!lessonStudied(row))
        //: A star of a lesson with no answer yet: %1 is its place and lesson.
        return tr("%1: lesson not yet studied, open it to begin").arg(place);
    if (row.state == Unseen)
        //: A star's name for screen readers: %1 its place, %2 its question, %3 its state.
        return tr("%1: %2 %3").arg(place, spokenTitleOf(row.prompt, row.generated),
                                   stateText(row));
    //: A star's name for screen readers: %1 its place, %2 its question, %3 its state.
    return tr("%1: %2 %3, recall %4, next review %5")
        .arg(place, spokenTitleOf(row.prompt, row.generated), stateText(row),
             SkyText::percent(row.recall, m_language), nextReviewText(row));
}

QVariantMap SkyModel::star(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return QVariantMap();
    const Row &r = m_rows.at(row);
    const bool studied = lessonStudied(r);
    return {
        {QStringLiteral("questionId"), r.questionId},
        {QStringLiteral("lessonId"), r.lessonId},
        {QStringLiteral("lessonTitle"), lessonTitle(r)},
        {QStringLiteral("lessonStudied"), studied},
        {QStringLiteral("title"), studied ? titleOf(r.prompt, r.generated) : lessonTitle(r)},
        {QStringLiteral("state"), static_cast<int>(r.state)},
        //: In the tooltip of a star whose lesson has no answer yet.
        {QStringLiteral("stateText"), studied ? stateText(r)
                                              : tr("Lesson not yet studied: open it to begin")},
        {QStringLiteral("stateNote"), studied ? stateNote(r) : QString()},
        {QStringLiteral("seen"), r.state != Unseen},
        {QStringLiteral("recall"), r.recall},
        {QStringLiteral("recallText"), SkyText::percent(r.recall, m_language)},
        {QStringLiteral("lastReviewText"), SkyText::date(r.lastReviewMs, m_language)},
        {QStringLiteral("nextReviewText"), nextReviewText(r)},
        {QStringLiteral("nextReviewMs"), double(r.nextReviewMs)},
        {QStringLiteral("accessibleName"), accessibleName(row)},
    };
}

int SkyModel::indexOf(const QString &questionId) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).questionId == questionId)
            return i;
    return -1;
}

int SkyModel::lessonStart(int from, bool forward) const
{
    const int count = static_cast<int>(m_rows.size());
    if (count == 0)
        return -1;
    if (from < 0)
        return 0;
    from = std::min(from, count - 1);
    const auto lessonOf = [this](int row) -> const QString & { return m_rows.at(row).lessonId; };
    int i = from;
    if (forward) {
        while (i < count && lessonOf(i) == lessonOf(from))
            ++i;
        return std::min(i, count - 1);
    }
    while (i > 0 && lessonOf(i - 1) == lessonOf(from))
        --i; // the start of this lesson; from there, the start of the one before
    if (i == from && i > 0) {
        const QString &before = lessonOf(i - 1);
        while (i > 0 && lessonOf(i - 1) == before)
            --i;
    }
    return i;
}

void SkyModel::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

} // namespace astrolabe
