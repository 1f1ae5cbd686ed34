#include <QtGlobal>

// Labels of Qt's own QML file dialog (Qt Quick Dialogs 6.4) that Debian's Persian catalogs of Qt
// (qt6-translations-l10n) lack. Listed here so that lupdate puts them in astrolabe_fa.ts under
// the context Qt's dialog looks them up in ("FileDialog", the name of its QML file); the
// application's translator then answers Qt's qsTr() calls. Nothing reads this array.
namespace {

[[maybe_unused]] const char *const kQtFileDialogTexts[] = {
    //: Label of the file name field in Qt's save dialog.
    QT_TRANSLATE_NOOP("FileDialog", "File name"),
    //: Label of the file type list in Qt's file dialog.
    QT_TRANSLATE_NOOP("FileDialog", "Filter"),
};

} // namespace
