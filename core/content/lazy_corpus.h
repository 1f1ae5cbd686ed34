#pragma once

#include "content/corpus.h"

#include <atomic>
#include <functional>
#include <mutex>

namespace astrolabe::content {

// A corpus that is read the first time it is asked for, from any thread, once: the bundled
// pack's propositions are not needed for the sky's first frame, so start-up does not read
// them. Made from a ready corpus, it is simply that corpus.
class LazyCorpus
{
public:
    using Reader = std::function<QVector<Proposition>()>;

    explicit LazyCorpus(Corpus ready);
    explicit LazyCorpus(Reader read);

    const Corpus &get() const;
    // Whether the corpus has been read (a ready one always has).
    bool isRead() const;

private:
    mutable std::once_flag m_once; // used only by a corpus not read yet
    mutable Reader m_read;
    mutable Corpus m_corpus;
    mutable std::atomic<bool> m_isRead{false};
};

} // namespace astrolabe::content
