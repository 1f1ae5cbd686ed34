#pragma once

#include <QChar>

namespace astrolabe::content {

// A letter as Persian writes it: the Arabic yeh and alef maksura read as Persian ی, the Arabic
// kaf as Persian ک; every other character unchanged. Texts typed on an Arabic keyboard then
// compare equal to the course's Persian (the glossary's words, the corpus search).
QChar persianLetter(QChar c);

} // namespace astrolabe::content
