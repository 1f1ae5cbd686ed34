#include "content/pack_texts.h"

#include "content/json_fields.h"
#include "content/pack_checks.h"

#include <QHash>

namespace astrolabe::content {

namespace {

void add(QVector<PackText> *texts, const QString &file, const QString &field,
         const LocalizedText &text)
{
    if (!text.isEmpty())
        texts->append({file, field, text});
}

void addBlocks(QVector<PackText> *texts, const QString &file, const QString &field,
               const QVector<ReadBlock> &blocks)
{
    for (int i = 0; i < blocks.size(); ++i) {
        const ReadBlock &block = blocks.at(i);
        const QString at = JsonFields::item(field, i);
        switch (block.type) {
        case ReadBlock::Type::Heading:
            add(texts, file, JsonFields::path(at, QStringLiteral("heading")), block.text);
            break;
        case ReadBlock::Type::Paragraph:
            add(texts, file, JsonFields::path(at, QStringLiteral("paragraph")), block.text);
            break;
        case ReadBlock::Type::Figure:
            add(texts, file, JsonFields::path(at, QStringLiteral("caption")), block.figure.caption);
            break;
        case ReadBlock::Type::Formula:
            break;
        }
    }
}

void addLesson(QVector<PackText> *texts, const Lesson &lesson)
{
    const QString file = PackChecks::lessonFile(lesson.id);
    add(texts, file, QStringLiteral("summary"), lesson.summary);
    for (int i = 0; i < lesson.objectives.size(); ++i)
        add(texts, file, JsonFields::item(QStringLiteral("objectives"), i),
            lesson.objectives.at(i));
    addBlocks(texts, file, QStringLiteral("read"), lesson.read);
    for (int i = 0; i < lesson.watch.steps.size(); ++i)
        add(texts, file,
            JsonFields::path(JsonFields::item(QStringLiteral("watch.steps"), i),
                             QStringLiteral("caption")),
            lesson.watch.steps.at(i).caption);
    for (int q = 0; q < lesson.questions.size(); ++q) {
        const Question &question = lesson.questions.at(q);
        const QString at = JsonFields::item(QStringLiteral("questions"), q);
        add(texts, file, JsonFields::path(at, QStringLiteral("prompt")), question.prompt);
        for (int o = 0; o < question.options.size(); ++o) {
            const QString option = JsonFields::item(JsonFields::path(at, QStringLiteral("options")), o);
            add(texts, file, option, question.options.at(o));
            add(texts, file, JsonFields::path(option, QStringLiteral("why")), question.optionWhy.value(o));
        }
        add(texts, file, JsonFields::path(at, QStringLiteral("explanation")), question.explanation);
        add(texts, file, JsonFields::path(at, QStringLiteral("hint")), question.hint);
    }
}

} // namespace

QVector<PackText> packTexts(const ContentPack &pack)
{
    QVector<PackText> texts;
    const QString course = QStringLiteral("course.json");
    add(&texts, course, QStringLiteral("title"), pack.course().title);
    for (int c = 0; c < pack.chapters().size(); ++c) {
        const Chapter &chapter = pack.chapters().at(c);
        const QString at = JsonFields::item(QStringLiteral("chapters"), c);
        add(&texts, course, JsonFields::path(at, QStringLiteral("title")), chapter.title);
        const QString lessons = JsonFields::path(at, QStringLiteral("lessons"));
        for (int l = 0; l < chapter.lessonIds.size(); ++l)
            if (const Lesson *lesson = pack.lesson(chapter.lessonIds.at(l)))
                add(&texts, course,
                    JsonFields::path(JsonFields::item(lessons, l), QStringLiteral("title")),
                    lesson->title);
    }
    for (const Lesson &lesson : pack.lessons())
        addLesson(&texts, lesson);

    QHash<QString, int> placeInFile; // chapter -> propositions read so far
    for (const Proposition &p : pack.propositions()) {
        const QString file = PackChecks::corpusFile(p.chapterId);
        const QString at =
            JsonFields::item(QStringLiteral("propositions"), placeInFile[p.chapterId]++);
        add(&texts, file, JsonFields::path(at, QStringLiteral("title")), p.title);
        add(&texts, file, JsonFields::path(at, QStringLiteral("statement")), p.statement);
        add(&texts, file, JsonFields::path(at, QStringLiteral("figure.caption")), p.figure.caption);
        addBlocks(&texts, file, JsonFields::path(at, QStringLiteral("demonstration")),
                  p.demonstration);
        add(&texts, file, JsonFields::path(at, QStringLiteral("corollary")), p.corollary);
    }
    return texts;
}

} // namespace astrolabe::content
