#pragma once

#include <QByteArray>
#include <QString>

class QTextStream;

namespace astrolabe::cli {

// Output written in 64 KB blocks straight to a text stream's device (standard output's bytes).
// A subcommand that writes millions of lines (memory replay) asks for room for a line, fills it
// and says where it ended.
class ByteOutput
{
public:
    explicit ByteOutput(QTextStream &out);
    ~ByteOutput();
    ByteOutput(const ByteOutput &) = delete;
    ByteOutput &operator=(const ByteOutput &) = delete;

    // Where `bytes` more bytes can be written (flushing first when the block is full).
    char *room(qsizetype bytes);
    char *end() { return m_buffer.data() + m_buffer.size(); }
    // The line written by the last room() ends before p.
    void done(const char *p) { m_used = p - m_buffer.constData(); }
    void flush();

    // Why the device stopped taking the bytes (a full disk, a closed pipe), or nothing.
    QString error() const { return m_error; }

private:
    QTextStream &m_out;
    QByteArray m_buffer;
    qsizetype m_used = 0;
    QString m_error;
};

} // namespace astrolabe::cli
