#include "study_fixture.h"
#include "sky_constellation_model.h"
#include "sky_model.h"
#include "store/store.h"
#include "time/time_units.h"

#include <QSignalSpy>
#include <QTest>

using astrolabe::SkyModel;

// The sky model on a real profile: stars follow the learner's memory (a just-answered star is
// bright, a long-unreviewed one is due), the time slider's due count is the review queue's,
// counters and constellations add up, NOTIFY signals fire only on real change.
class TstSkyModel : public QObject
{
    Q_OBJECT

private:
    static QVariant role(const SkyModel &model, int row, int role)
    {
        return model.data(model.index(row), role);
    }
    static int answeredDueAt(StudyFixture &fixture, qint64 ms)
    {
        int count = 0;
        for (const auto &entry : fixture.service().dueQueueAt(ms))
            count += entry.isNew ? 0 : 1;
        return count;
    }

private slots:
    void aNewLearnerSeesUnseenStars()
    {
        StudyFixture fixture;
        SkyModel model;
        model.setStudy(&fixture.study());
        const int questions = int(fixture.pack().questionIds().size());
        QCOMPARE(model.rowCount(), questions);
        QCOMPARE(model.totalCount(), questions);
        QCOMPARE(model.learnedCount(), 0);
        QCOMPARE(model.dueCount(), 0);
        QCOMPARE(model.dueNowCount(), 0);
        QCOMPARE(model.streakDays(), 0);
        QCOMPARE(model.constellations()->rowCount(), int(fixture.pack().lessons().size()));
        QCOMPARE(model.chapterTitles().size(), int(fixture.pack().chapters().size()));
        for (int i = 0; i < model.rowCount(); ++i) {
            QCOMPARE(role(model, i, SkyModel::StateRole).toInt(), int(SkyModel::Unseen));
            QCOMPARE(role(model, i, SkyModel::RecallRole).toDouble(), 0.0);
            QVERIFY(!role(model, i, SkyModel::TitleRole).toString().isEmpty());
            QVERIFY(!role(model, i, SkyModel::TitleRole).toString().contains(QLatin1Char('{')));
        }
        QCOMPARE(model.scene().stars.size(), questions);
        QCOMPARE(model.roleNames().value(SkyModel::QuestionIdRole), QByteArray("questionId"));
        QCOMPARE(int(SkyModel::QuestionIdRole), Qt::UserRole + 1);
    }

    // Page Down and Page Up on the sky: the first star of the next lesson, and backwards the
    // start of the star's own lesson, then the start of the one before; the ends hold.
    void pageKeysGoFromLessonToLesson()
    {
        StudyFixture fixture;
        SkyModel model;
        QCOMPARE(model.lessonStart(3, true), -1); // no course yet
        model.setStudy(&fixture.study());
        const int count = model.rowCount();
        QVERIFY(count > 10);
        const auto lesson = [&](int row) {
            return role(model, row, SkyModel::LessonIdRole).toString();
        };
        QList<int> starts; // the first row of each lesson, from the model's own rows
        for (int row = 0; row < count; ++row)
            if (row == 0 || lesson(row) != lesson(row - 1))
                starts.append(row);
        QCOMPARE(starts.size(), int(fixture.pack().lessons().size()));

        QCOMPARE(model.lessonStart(-1, true), 0);
        QCOMPARE(model.lessonStart(-1, false), 0);
        for (int k = 0; k + 1 < starts.size(); ++k) {
            QCOMPARE(model.lessonStart(starts[k], true), starts[k + 1]);
            QCOMPARE(model.lessonStart(starts[k + 1] - 1, true), starts[k + 1]);
            QCOMPARE(model.lessonStart(starts[k + 1] - 1, false), starts[k]);
            QCOMPARE(model.lessonStart(starts[k + 1], false), starts[k]);
        }
        QCOMPARE(model.lessonStart(starts.last(), true), count - 1); // the last star
        QCOMPARE(model.lessonStart(count - 1, true), count - 1);
        QCOMPARE(model.lessonStart(0, false), 0);
        QCOMPARE(model.lessonStart(count + 5, false), starts.last());
    }

    void aJustAnsweredStarIsBright()
    {
        StudyFixture fixture;
        const QString id = fixture.pack().questionIds().at(9);
        QVERIFY(fixture.answer(id));
        SkyModel model;
        model.setStudy(&fixture.study());
        const int row = model.indexOf(id);
        QVERIFY(row >= 0);
        QVERIFY(role(model, row, SkyModel::RecallRole).toDouble() > 0.95);
        QVERIFY(role(model, row, SkyModel::StateRole).toInt() != SkyModel::Unseen);
        QVERIFY(role(model, row, SkyModel::StateRole).toInt() != SkyModel::Due);
        QCOMPARE(model.learnedCount(), 1);
        QCOMPARE(model.streakDays(), 1);
        QVERIFY(model.scene().stars.at(row).recall > 0.95f);
        const auto &lessons = model.constellations()->rows();
        const QString lessonId = role(model, row, SkyModel::LessonIdRole).toString();
        for (const auto &lesson : lessons)
            QCOMPARE(lesson.learnedCount, lesson.lessonId == lessonId ? 1 : 0);
        QCOMPARE(model.star(row).value(QStringLiteral("lastReviewText")).toString(),
                 QStringLiteral("2 Mar 2026"));
    }

    void aLongUnreviewedStarIsDue()
    {
        StudyFixture fixture;
        const QString id = fixture.pack().questionIds().at(0);
        QVERIFY(fixture.answer(id));
        fixture.advanceDays(0.5);
        QVERIFY(fixture.answer(id)); // past the learning step, into review
        fixture.advanceDays(90);
        SkyModel model;
        model.setStudy(&fixture.study());
        const int row = model.indexOf(id);
        QCOMPARE(role(model, row, SkyModel::StateRole).toInt(), int(SkyModel::Due));
        QVERIFY(role(model, row, SkyModel::RecallRole).toDouble()
                < fixture.service().settings().scheduler.desiredRetention);
        QCOMPARE(model.dueNowIds(), QStringList{id});
        QCOMPARE(model.dueCount(), 1);
        QCOMPARE(model.streakDays(), 0);
        QCOMPARE(model.star(row).value(QStringLiteral("stateText")).toString(),
                 QStringLiteral("Due for review"));
    }

    void theSliderDueCountIsTheQueues_data()
    {
        QTest::addColumn<int>("days");
        for (int days : {0, 1, 3, 7, 14, 30, 45, 60})
            QTest::addRow("+%d days", days) << days;
    }

    void theSliderDueCountIsTheQueues()
    {
        QFETCH(int, days);
        StudyFixture fixture;
        const QStringList ids = fixture.pack().questionIds();
        // Answers spread over two weeks: some right, some wrong, some reviewed twice.
        for (int i = 0; i < 24; ++i) {
            QVERIFY(fixture.answer(ids.at(i), i % 5 != 0));
            if (i % 3 == 0) {
                fixture.advanceDays(0.7);
                QVERIFY(fixture.answer(ids.at(i), true));
            }
            fixture.advanceDays(0.6);
        }
        SkyModel model;
        model.setStudy(&fixture.study());
        QSignalSpy counts(&model, &SkyModel::countsChanged);
        QSignalSpy scene(&model, &SkyModel::sceneChanged);
        model.setDaysAhead(days);
        const qint64 at = fixture.now() + days * astrolabe::kMsPerDay;
        QCOMPARE(model.viewMs(), at);
        QCOMPARE(model.dueCount(), answeredDueAt(fixture, at));
        int dueStars = 0;
        const QVector<double> recalls = fixture.service().recallAt(at);
        for (int i = 0; i < model.rowCount(); ++i) {
            dueStars += role(model, i, SkyModel::StateRole).toInt() == SkyModel::Due ? 1 : 0;
            const QString id = role(model, i, SkyModel::QuestionIdRole).toString();
            const int item = fixture.service().itemIds().indexOf(id);
            QVERIFY(qFuzzyCompare(1.0 + role(model, i, SkyModel::RecallRole).toDouble(),
                                  1.0 + recalls.at(item)));
        }
        QCOMPARE(dueStars, model.dueCount());
        QCOMPARE(model.learnedCount(), 24);
        QCOMPARE(counts.count(), days == 0 ? 0 : 1);
        QCOMPARE(scene.count(), days == 0 ? 0 : 1);
        if (days == 60)
            QVERIFY(model.dueCount() > answeredDueAt(fixture, fixture.now()));
        // Today's queue stays today's.
        QCOMPARE(model.dueNowCount(), answeredDueAt(fixture, fixture.now()));
    }

    void daysAheadIsClampedAndNotifiesOnlyOnChange()
    {
        StudyFixture fixture;
        SkyModel model;
        model.setStudy(&fixture.study());
        QSignalSpy spy(&model, &SkyModel::daysAheadChanged);
        model.setDaysAhead(0);
        QCOMPARE(spy.count(), 0);
        model.setDaysAhead(200);
        QCOMPARE(model.daysAhead(), 60);
        QCOMPARE(spy.count(), 1);
        model.setDaysAhead(60);
        QCOMPARE(spy.count(), 1);
        model.setDaysAhead(-3);
        QCOMPARE(model.daysAhead(), 0);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(model.viewDateText(), QStringLiteral("Today"));

        QSignalSpy language(&model, &SkyModel::languageChanged);
        QSignalSpy viewDate(&model, &SkyModel::viewDateTextChanged);
        fixture.study().setLanguage(QStringLiteral("en"));
        QCOMPARE(language.count(), 0);
        QSignalSpy counts(&model, &SkyModel::countsChanged);
        QSignalSpy chapters(&model, &SkyModel::chaptersChanged);
        fixture.study().notifyTimePassed(); // what the timer does
        QCOMPARE(counts.count(), 0);
        QCOMPARE(chapters.count(), 0);
        QCOMPARE(viewDate.count(), 0);

        // The time bar's "Today" or date is said again in the other language (it stayed in
        // English when the language button switched to Persian).
        fixture.study().setLanguage(QStringLiteral("fa"));
        QCOMPARE(viewDate.count(), 1);
        model.setDaysAhead(3);
        QCOMPARE(viewDate.count(), 2);
        QVERIFY(model.viewDateText() != QStringLiteral("Today"));
    }

    void persianTooltipUsesJalaliDatesAndPersianDigits()
    {
        StudyFixture fixture;
        const QString id = fixture.pack().questionIds().at(3);
        QVERIFY(fixture.answer(id));
        SkyModel model;
        model.setStudy(&fixture.study());
        fixture.study().setLanguage(QStringLiteral("fa"));
        model.setRightToLeft(true);
        const QVariantMap star = model.star(model.indexOf(id));
        // 2 March 2026 is 11 Esfand 1404.
        QCOMPARE(star.value(QStringLiteral("lastReviewText")).toString(),
                 QStringLiteral("۱۱ اسفند ۱۴۰۴"));
        QVERIFY(star.value(QStringLiteral("recallText")).toString().endsWith(QStringLiteral("٪")));
        QVERIFY(!star.value(QStringLiteral("recallText"))
                     .toString()
                     .contains(QRegularExpression(QStringLiteral("[0-9]"))));
        QVERIFY(!star.value(QStringLiteral("title")).toString().isEmpty());
        // Mirrored: the first chapter's label stands on the right.
        QVERIFY(model.chapterLabelX().first() > model.chapterLabelX().last());
    }
};

QTEST_GUILESS_MAIN(TstSkyModel)
#include "tst_sky_model.moc"
