#include "window_buffers.h"

#include <QByteArray>
#include <QtGlobal>

namespace astrolabe {

void dropDepthAndStencilBuffers()
{
    for (const char *name : {"QSG_NO_DEPTH_BUFFER", "QSG_NO_STENCIL_BUFFER"}) {
        if (!qEnvironmentVariableIsSet(name))
            qputenv(name, QByteArrayLiteral("1"));
    }
}

} // namespace astrolabe
