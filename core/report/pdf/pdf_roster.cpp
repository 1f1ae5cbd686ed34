#include "report/pdf/pdf_roster.h"

#include "report/pdf/pdf_table.h"

namespace astrolabe::report {

namespace {

const QColor kMissing(0xa8, 0x32, 0x32);

void paragraph(PdfCanvas &canvas, const QString &line, bool bold,
               const QColor &color = QColor(0x22, 0x22, 0x22))
{
    const double height = canvas.wrappedHeight(line, canvas.width(), 9.5, bold);
    canvas.ensureSpace(height + 4);
    canvas.wrappedText(QRectF(0, canvas.y(), canvas.width(), height), line, 9.5, bold,
                       PdfCanvas::Align::Leading, color);
    canvas.advance(height + 6);
}

} // namespace

void drawRoster(PdfCanvas &canvas, const RosterCheck &roster, const ReportText &text)
{
    if (roster.isEmpty())
        return;
    //: Heading of the class report's roster section (the students the teacher expects).
    drawHeading(canvas, ReportText::tr("Roster"), 40);
    //: The class report's roster: %1 students of the %2 on the roster handed in a file.
    paragraph(canvas, ReportText::tr("Handed in a progress file: %1 of %2 on the roster.")
                          .arg(text.number(roster.handedIn()),
                               text.number(roster.expected.size())),
              true);
    const QStringList missing = roster.missingNames();
    paragraph(canvas,
              missing.isEmpty()
                  //: The class report when everyone on the roster handed in a file.
                  ? ReportText::tr("Everyone on the roster has handed in a file.")
                  //: The class report's students without a file; %1 their names.
                  : ReportText::tr("Not handed in yet: %1.").arg(ReportText::nameList(missing)),
              false, missing.isEmpty() ? QColor(0x22, 0x22, 0x22) : kMissing);
    if (!roster.unexpected.isEmpty())
        //: The class report's students on no line of the roster; %1 their names.
        paragraph(canvas,
                  ReportText::tr("Not on the roster: %1.")
                      .arg(ReportText::nameList(roster.unexpectedNames())),
                  false);
}

} // namespace astrolabe::report
