#include "content/lazy_corpus.h"

namespace astrolabe::content {

LazyCorpus::LazyCorpus(Corpus ready) : m_corpus(std::move(ready)), m_isRead(true) {}

LazyCorpus::LazyCorpus(Reader read) : m_read(std::move(read)) {}

const Corpus &LazyCorpus::get() const
{
    if (!m_isRead.load(std::memory_order_acquire)) {
        std::call_once(m_once, [this] {
            m_corpus = Corpus(m_read());
            m_read = nullptr;
            m_isRead.store(true, std::memory_order_release);
        });
    }
    return m_corpus;
}

bool LazyCorpus::isRead() const
{
    return m_isRead;
}

} // namespace astrolabe::content
