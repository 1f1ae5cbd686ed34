#include "exercises/answer.h"

namespace astrolabe::exercises {

Answer Answer::number(double value)
{
    Answer a;
    a.m_type = Type::Number;
    a.m_number = value;
    return a;
}

Answer Answer::vector(attention::Vector values)
{
    Answer a;
    a.m_type = Type::Vector;
    a.m_vector = std::move(values);
    return a;
}

Answer Answer::position(int position, int positionCount)
{
    Answer a;
    a.m_type = Type::Position;
    a.m_position = position;
    a.m_positionCount = positionCount;
    return a;
}

Answer Answer::choice(const QString &chosen, const QStringList &options)
{
    Answer a;
    a.m_type = Type::Choice;
    a.m_choice = chosen;
    a.m_options = options;
    return a;
}

QString Answer::typeName() const
{
    switch (m_type) {
    case Type::Number:
        return QStringLiteral("number");
    case Type::Vector:
        return QStringLiteral("vector");
    case Type::Position:
        return QStringLiteral("position");
    case Type::Choice:
        return QStringLiteral("choice");
    }
    return {};
}

bool Answer::operator==(const Answer &other) const
{
    return m_type == other.m_type && m_number == other.m_number && m_vector == other.m_vector
        && m_position == other.m_position && m_positionCount == other.m_positionCount
        && m_choice == other.m_choice && m_options == other.m_options;
}

} // namespace astrolabe::exercises
