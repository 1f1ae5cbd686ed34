#include "content/persian_letter.h"

namespace astrolabe::content {

QChar persianLetter(QChar c)
{
    switch (c.unicode()) {
    case 0x064A: // Arabic yeh
    case 0x0649: // alef maksura
        return QChar(0x06CC);
    case 0x0643: // Arabic kaf
        return QChar(0x06A9);
    default:
        return c;
    }
}

} // namespace astrolabe::content
