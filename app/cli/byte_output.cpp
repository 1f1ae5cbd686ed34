#include "cli/byte_output.h"

#include <QIODevice>
#include <QTextStream>

namespace astrolabe::cli {

ByteOutput::ByteOutput(QTextStream &out)
    : m_out(out)
    , m_buffer(1 << 16, Qt::Uninitialized)
{
    Q_ASSERT(m_out.device()); // standard output (cli::Context)
    m_out.flush();            // what the stream holds goes first
}

ByteOutput::~ByteOutput()
{
    flush();
}

char *ByteOutput::room(qsizetype bytes)
{
    if (m_buffer.size() - m_used < bytes) {
        flush();
        if (m_buffer.size() < bytes)
            m_buffer.resize(bytes);
    }
    return m_buffer.data() + m_used;
}

void ByteOutput::flush()
{
    if (m_used == 0)
        return;
    QIODevice *device = m_out.device();
    if (m_error.isEmpty() && device->write(m_buffer.constData(), m_used) != m_used)
        m_error = device->errorString();
    m_used = 0;
}

} // namespace astrolabe::cli
