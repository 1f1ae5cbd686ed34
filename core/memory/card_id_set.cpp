#include "memory/card_id_set.h"

#include <QHashFunctions>

namespace astrolabe::memory {

namespace {

quint32 hashOf(QByteArrayView id)
{
    return quint32(qHashBits(id.data(), size_t(id.size()), 0));
}

} // namespace

QByteArrayView CardIdSet::idAt(quint32 index) const
{
    const qsizetype begin = index == 0 ? 0 : m_ends[index - 1];
    return QByteArrayView(m_bytes.constData() + begin, m_ends[index] - begin);
}

std::size_t CardIdSet::find(QByteArrayView id, quint32 hash) const
{
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const Slot &slot = m_slots[i];
        if (slot.id == 0 || (slot.hash == hash && idAt(slot.id - 1) == id))
            return i;
    }
}

bool CardIdSet::contains(QByteArrayView id) const
{
    return !m_slots.empty() && m_slots[find(id, hashOf(id))].id != 0;
}

bool CardIdSet::insert(QByteArrayView id)
{
    if (2 * (m_ends.size() + 1) > m_slots.size())
        grow();
    const quint32 hash = hashOf(id);
    Slot &slot = m_slots[find(id, hash)];
    if (slot.id != 0)
        return false;
    m_bytes.append(id);
    m_ends.push_back(m_bytes.size());
    slot = {hash, quint32(m_ends.size())};
    return true;
}

void CardIdSet::grow()
{
    std::vector<Slot> old(m_slots.empty() ? 64 : 2 * m_slots.size());
    old.swap(m_slots);
    const std::size_t mask = m_slots.size() - 1;
    for (const Slot &slot : old) {
        if (slot.id == 0)
            continue;
        std::size_t i = slot.hash & mask;
        while (m_slots[i].id != 0)
            i = (i + 1) & mask;
        m_slots[i] = slot;
    }
}

} // namespace astrolabe::memory
