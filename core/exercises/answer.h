#pragma once

#include "attention/vector.h"

#include <QString>
#include <QStringList>

namespace astrolabe::exercises {

// The exact answer of an exercise, or what a learner gave once parsed: a number, a vector, a
// 1-based position among `positionCount` positions, or one of a few named options (ids such
// as "yes"/"no", "sharper"/"flatter"; see choice_option.h for their labels and spellings).
class Answer
{
public:
    enum class Type { Number, Vector, Position, Choice };

    Answer() = default;
    static Answer number(double value);
    static Answer vector(attention::Vector values);
    static Answer position(int position, int positionCount);
    static Answer choice(const QString &chosen, const QStringList &options);

    Type type() const { return m_type; }
    double number() const { return m_number; }
    const attention::Vector &vector() const { return m_vector; }
    int position() const { return m_position; }
    int positionCount() const { return m_positionCount; }
    QString choice() const { return m_choice; }
    const QStringList &options() const { return m_options; }

    // "number", "vector", "position" or "choice".
    QString typeName() const;

    bool operator==(const Answer &other) const;
    bool operator!=(const Answer &other) const { return !(*this == other); }

private:
    Type m_type = Type::Number;
    double m_number = 0.0;
    attention::Vector m_vector;
    int m_position = 0;
    int m_positionCount = 0;
    QString m_choice;
    QStringList m_options;
};

} // namespace astrolabe::exercises
