#include "lesson_content.h"

#include "content/content_pack.h"
#include "content/pack_loader.h"
#include "figure_format.h"
#include "study_link.h"

#include <algorithm>

namespace astrolabe {

LessonContent::LessonContent(QObject *parent)
    : QObject(parent),
      m_readBlocks(new ReadBlockModel(this)),
      m_prerequisites(new LessonLinkModel(this)),
      m_buildsOn(new LessonLinkModel(this)),
      m_propositions(new LessonLinkModel(this))
{
}

void LessonContent::setLessonId(const QString &id)
{
    if (m_lessonId == id)
        return;
    m_lessonId = id;
    emit lessonIdChanged();
    reload();
}

void LessonContent::setLanguage(const QString &language)
{
    const QString normalized = figure_format::languageCode(language);
    if (m_language == normalized)
        return;
    m_language = normalized;
    emit languageChanged();
    reload();
}

void LessonContent::reload()
{
    const content::ContentPack &course = m_study.packOrBundled();
    const content::Lesson *lesson = course.lesson(m_lessonId);
    m_found = lesson != nullptr;
    m_title = lesson ? lesson->title.text(m_language) : QString();
    m_summary = lesson ? lesson->summary.text(m_language) : QString();
    m_chapterId = lesson ? lesson->chapterId : QString();
    const content::Chapter *chapter = lesson ? course.chapter(lesson->chapterId) : nullptr;
    m_chapterTitle = chapter ? chapter->title.text(m_language) : QString();
    m_lessonNumber = chapter ? static_cast<int>(chapter->lessonIds.indexOf(m_lessonId)) + 1 : 0;
    m_chapterLessonCount = chapter ? static_cast<int>(chapter->lessonIds.size()) : 0;
    m_objectives.clear();
    if (lesson)
        for (const content::LocalizedText &objective : lesson->objectives)
            m_objectives << objective.text(m_language);
    m_questionCount = lesson ? static_cast<int>(lesson->questions.size()) : 0;

    // A new language keeps the blocks (and their figures) and only re-reads their texts.
    m_readBlocks->setLanguage(m_language);
    if (m_loadedBlocksOf != m_lessonId || !lesson) {
        m_readBlocks->setBlocks(lesson ? lesson->read : QVector<content::ReadBlock>());
        m_loadedBlocksOf = m_lessonId;
    }

    const auto lessonLinks = [&](const QStringList &ids) {
        QVector<LessonLinkModel::Link> links;
        for (const QString &id : ids)
            if (const content::Lesson *other = course.lesson(id))
                links.append({id, other->title.text(m_language), other->chapterId});
        return links;
    };
    m_prerequisites->setLinks(lessonLinks(course.prerequisitesOf(m_lessonId)));
    m_buildsOn->setLinks(lessonLinks(course.lessonsBuildingOn(m_lessonId)));
    // Propositions in corpus order (the lesson lists them in the order of its questions).
    QStringList propositionIds = course.propositionsForLesson(m_lessonId);
    std::sort(propositionIds.begin(), propositionIds.end(), [&](const QString &a, const QString &b) {
        return course.propositionNumber(a) < course.propositionNumber(b);
    });
    QVector<LessonLinkModel::Link> propositions;
    for (const QString &id : std::as_const(propositionIds))
        if (const content::Proposition *p = course.proposition(id))
            propositions.append({id, p->title.text(m_language), id});
    m_propositions->setLinks(propositions);
    emit contentChanged();
}

void LessonContent::setStudy(Study *study)
{
    if (!m_study.set(study))
        return;
    reload();
    emit studyChanged();
}

} // namespace astrolabe
