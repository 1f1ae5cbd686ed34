#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace astrolabe::memory {

// The card ids a replay has met, as the log's bytes, to refuse a card that comes back after
// others. Every id's bytes lie one after another in one array, and an open-addressed table of
// 4-byte slots finds them: about 20 bytes an id, where a QSet<QString> took about 80 in many
// small blocks. On 20,000 cards that set was a seventh of `memory replay`'s CPU, most of it in
// page faults of the growing heap and in hashing UTF-16.
class CardIdSet
{
public:
    // Adds id; returns false, adding nothing, when it is there already.
    bool insert(QByteArrayView id);
    bool contains(QByteArrayView id) const;
    qsizetype size() const { return qsizetype(m_ends.size()); }

private:
    // The slot holding id, or the empty slot where it would go.
    std::size_t find(QByteArrayView id, std::size_t hash) const;
    QByteArrayView idAt(quint32 index) const;
    void grow();

    QByteArray m_bytes;            // every id's bytes, in the order they came
    std::vector<qsizetype> m_ends; // where each id ends in m_bytes
    // 1 + an id's index, or 0 for an empty slot; a power of two, at most half full. No hash is
    // kept: a new id usually meets an empty slot at once, and the table stays small.
    std::vector<quint32> m_slots;
};

} // namespace astrolabe::memory
