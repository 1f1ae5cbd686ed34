#include "memory/card_id_set.h"

#include <QHashFunctions>

namespace astrolabe::memory {

namespace {

std::size_t hashOf(QByteArrayView id)
{
    return qHashBits(id.data(), size_t(id.size()), 0);
}

} // namespace

QByteArrayView CardIdSet::idAt(quint32 index) const
{
    const qsizetype begin = index == 0 ? 0 : m_ends[index - 1];
    return QByteArrayView(m_bytes.constData() + begin, m_ends[index] - begin);
}

std::size_t CardIdSet::find(QByteArrayView id, std::size_t hash) const
{
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        if (m_slots[i] == 0 || idAt(m_slots[i] - 1) == id)
            return i;
    }
}

bool CardIdSet::contains(QByteArrayView id) const
{
    return !m_slots.empty() && m_slots[find(id, hashOf(id))] != 0;
}

bool CardIdSet::insert(QByteArrayView id)
{
    if (2 * (m_ends.size() + 1) > m_slots.size())
        grow();
    quint32 &slot = m_slots[find(id, hashOf(id))];
    if (slot != 0)
        return false;
    m_bytes.append(id);
    m_ends.push_back(m_bytes.size());
    slot = quint32(m_ends.size());
    return true;
}

void CardIdSet::grow()
{
    m_slots.assign(m_slots.empty() ? 64 : 2 * m_slots.size(), 0);
    const std::size_t mask = m_slots.size() - 1;
    for (quint32 index = 0; index < quint32(m_ends.size()); ++index) {
        std::size_t i = hashOf(idAt(index)) & mask;
        while (m_slots[i] != 0)
            i = (i + 1) & mask;
        m_slots[i] = index + 1;
    }
}

} // namespace astrolabe::memory
