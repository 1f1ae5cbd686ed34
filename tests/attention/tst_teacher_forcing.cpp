// Teacher forcing: the inputs and the shifted targets of a sequence, and the predictions one
// causal forward pass makes over a padded batch.
#include "attention/teacher_forcing.h"

#include <QTest>


using Tokens = std::vector<int>;
Q_DECLARE_METATYPE(Tokens)

class TestTeacherForcing : public QObject
{
    Q_OBJECT

private slots:
    void shiftTargets_data()
    {
        QTest::addColumn<Tokens>("tokens");
        QTest::addColumn<Tokens>("inputs");
        QTest::addColumn<Tokens>("targets");
        QTest::newRow("empty") << Tokens{} << Tokens{} << Tokens{};
        QTest::newRow("one token: nothing to predict") << Tokens{7} << Tokens{} << Tokens{};
        QTest::newRow("two tokens") << Tokens{7, 3} << Tokens{7} << Tokens{3};
        QTest::newRow("the lesson's sentence")
            << Tokens{1, 2, 3, 4, 5, 6} << Tokens{1, 2, 3, 4, 5} << Tokens{2, 3, 4, 5, 6};
        // A repeated token keeps its place: the target is the next token, not a lookup.
        QTest::newRow("repeats") << Tokens{5, 9, 5, 9, 2} << Tokens{5, 9, 5, 9}
                                 << Tokens{9, 5, 9, 2};
    }
    void shiftTargets()
    {
        QFETCH(Tokens, tokens);
        QFETCH(Tokens, inputs);
        QFETCH(Tokens, targets);
        const auto shifted = astrolabe::attention::shiftTargets(tokens);
        QCOMPARE(shifted.inputs, inputs);
        QCOMPARE(shifted.targets, targets);
        // Input position i (from 0) is trained towards token i + 1 of the sequence.
        for (std::size_t i = 0; i < shifted.targets.size(); ++i) {
            QCOMPARE(shifted.inputs[i], tokens[i]);
            QCOMPARE(shifted.targets[i], tokens[i + 1]);
        }
    }

    void predictionsPerPass_data()
    {
        QTest::addColumn<Tokens>("lengths");
        QTest::addColumn<quint64>("predictions");
        QTest::newRow("no sequence") << Tokens{} << quint64(0);
        QTest::newRow("one sequence of 6") << Tokens{6} << quint64(5);
        QTest::newRow("padded batch") << Tokens{7, 5, 9} << quint64(18);
        QTest::newRow("too short to predict") << Tokens{1, 0, 2} << quint64(1);
        QTest::newRow("a long context") << Tokens{2049, 2049} << quint64(4096);
    }
    void predictionsPerPass()
    {
        QFETCH(Tokens, lengths);
        QFETCH(quint64, predictions);
        QCOMPARE(quint64(astrolabe::attention::predictionsPerPass(lengths)), predictions);
        // The same count, target by target.
        quint64 targets = 0;
        for (int n : lengths) {
            Tokens tokens(std::size_t(std::max(n, 0)));
            targets += astrolabe::attention::shiftTargets(tokens).targets.size();
        }
        QCOMPARE(targets, predictions);
    }
};

QTEST_APPLESS_MAIN(TestTeacherForcing)
#include "tst_teacher_forcing.moc"
