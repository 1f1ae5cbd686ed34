// Parameter validation: FSRS-6's ranges, with one sentence naming what is wrong.
#include "memory/scheduler_config.h"

#include <QTest>

#include <limits>

using namespace astrolabe::memory;

class TstSchedulerConfig : public QObject
{
    Q_OBJECT

private slots:
    void defaultsAreFsrs6()
    {
        const SchedulerConfig config = SchedulerConfig::defaults();
        QCOMPARE(config.weights[0], 0.212);
        QCOMPARE(config.weights[20], 0.1542);
        QCOMPARE(config.desiredRetention, 0.9);
        QCOMPARE(config.maximumIntervalDays, 36500);
        QCOMPARE(config.learningStepsMinutes, (QVector<int>{1, 10}));
        QCOMPARE(config.relearningStepsMinutes, (QVector<int>{10}));
        QCOMPARE(config.validate(), QString());
    }

    void rejectsOutOfRange_data()
    {
        QTest::addColumn<int>("index"); // weight to change, or -1 for none
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("retention");
        QTest::addColumn<int>("maximum");
        QTest::addColumn<QString>("mentions"); // empty: valid
        const double nan = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("w0 zero") << 0 << 0.0 << 0.9 << 36500 << "w0";
        QTest::newRow("w3 above 100") << 3 << 101.0 << 0.9 << 36500 << "w3";
        QTest::newRow("w4 below 1") << 4 << 0.5 << 0.9 << 36500 << "w4";
        QTest::newRow("w7 above 0.75") << 7 << 0.9 << 0.9 << 36500 << "w7";
        QTest::newRow("w16 below 1") << 16 << 0.5 << 0.9 << 36500 << "w16";
        QTest::newRow("w19 zero with same-day updates") << 19 << 0.0 << 0.9 << 36500 << "w19";
        QTest::newRow("w20 below 0.1") << 20 << 0.05 << 0.9 << 36500 << "w20";
        QTest::newRow("w12 not a number") << 12 << nan << 0.9 << 36500 << "w12";
        QTest::newRow("w20 at its top") << 20 << 0.8 << 0.9 << 36500 << "";
        QTest::newRow("w8 at its bottom") << 8 << 0.0 << 0.9 << 36500 << "";
        QTest::newRow("retention 1") << -1 << 0.0 << 1.0 << 36500 << "retention";
        QTest::newRow("retention 0") << -1 << 0.0 << 0.0 << 36500 << "retention";
        QTest::newRow("retention 0.7") << -1 << 0.0 << 0.7 << 36500 << "";
        QTest::newRow("maximum 0") << -1 << 0.0 << 0.9 << 0 << "maximum interval";
        QTest::newRow("maximum 36501") << -1 << 0.0 << 0.9 << 36501 << "maximum interval";
    }
    void rejectsOutOfRange()
    {
        QFETCH(int, index);
        QFETCH(double, value);
        QFETCH(double, retention);
        QFETCH(int, maximum);
        QFETCH(QString, mentions);
        SchedulerConfig config = SchedulerConfig::defaults();
        if (index >= 0)
            config.weights[index] = value;
        config.desiredRetention = retention;
        config.maximumIntervalDays = maximum;
        const QString problem = config.validate();
        if (mentions.isEmpty()) {
            QCOMPARE(problem, QString());
        } else {
            QVERIFY2(problem.contains(mentions), qPrintable(problem));
            QVERIFY(problem.endsWith(QLatin1Char('.')));
        }
    }

    void w19MayBeZeroWithoutSameDayUpdates()
    {
        SchedulerConfig config = SchedulerConfig::defaults();
        config.weights[19] = 0;
        config.enableShortTerm = false;
        QCOMPARE(config.validate(), QString());
    }

    void stepsMustBePositive_data()
    {
        QTest::addColumn<QVector<int>>("learning");
        QTest::addColumn<QVector<int>>("relearning");
        QTest::addColumn<bool>("valid");
        QTest::newRow("defaults") << QVector<int>{1, 10} << QVector<int>{10} << true;
        QTest::newRow("no steps") << QVector<int>{} << QVector<int>{} << true;
        QTest::newRow("zero learning step") << QVector<int>{0, 10} << QVector<int>{10} << false;
        QTest::newRow("negative relearning step") << QVector<int>{1} << QVector<int>{-5} << false;
    }
    void stepsMustBePositive()
    {
        QFETCH(QVector<int>, learning);
        QFETCH(QVector<int>, relearning);
        QFETCH(bool, valid);
        SchedulerConfig config = SchedulerConfig::defaults();
        config.learningStepsMinutes = learning;
        config.relearningStepsMinutes = relearning;
        QCOMPARE(config.validate().isEmpty(), valid);
    }
};

QTEST_APPLESS_MAIN(TstSchedulerConfig)
#include "tst_scheduler_config.moc"
