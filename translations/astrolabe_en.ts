<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CorpusTopBar</name>
    <message numerus="yes">
        <source>%n proposition(s)</source>
        <extracomment>How many numbered propositions the corpus holds.</extracomment>
        <translation>
            <numerusform>%Ln proposition</numerusform>
            <numerusform>%Ln propositions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeHeader</name>
    <message numerus="yes">
        <source>%1 of %n question(s) learned</source>
        <extracomment>Course progress on the home page: questions learned of all questions.</extracomment>
        <translation>
            <numerusform>%1 of %Ln question learned</numerusform>
            <numerusform>%1 of %Ln questions learned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeLessonCard</name>
    <message numerus="yes">
        <source>%1: %2 of %n question(s) learned, recall %3 percent</source>
        <extracomment>Accessible name of a lesson card: title, questions learned of all, recall now in percent.</extracomment>
        <translation>
            <numerusform>%1: %2 of %Ln question learned, recall %3 percent</numerusform>
            <numerusform>%1: %2 of %Ln questions learned, recall %3 percent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonQuestionsCard</name>
    <message numerus="yes">
        <source>%n question(s) wait behind this lesson, each with its answer explained. Every answer feeds the sky: a star lights up as you learn it and dims when it is time to come back.</source>
        <translation>
            <numerusform>%Ln question waits behind this lesson, with its answer explained. Every answer feeds the sky: a star lights up as you learn it and dims when it is time to come back.</numerusform>
            <numerusform>%Ln questions wait behind this lesson, each with its answer explained. Every answer feeds the sky: a star lights up as you learn it and dims when it is time to come back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n question(s) learned</source>
        <extracomment>Screen readers: the row of dots under a lesson&apos;s progress.</extracomment>
        <translation>
            <numerusform>%1 of %Ln question learned</numerusform>
            <numerusform>%1 of %Ln questions learned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfileDeleteDialog</name>
    <message numerus="yes">
        <source>The profile of %1 and its %n answer(s) will be deleted, with its backups. This cannot be undone.</source>
        <extracomment>Confirmation before deleting a profile: %1 is the learner&apos;s name, %n how many answers.</extracomment>
        <translation>
            <numerusform>The profile of %1 and its %Ln answer will be deleted, with its backups. This cannot be undone.</numerusform>
            <numerusform>The profile of %1 and all %Ln of its answers will be deleted, with its backups. This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfileRow</name>
    <message numerus="yes">
        <source>%1, %n answer(s)</source>
        <extracomment>Accessible name of a learner in the profile picker: name and number of answers.</extracomment>
        <translation>
            <numerusform>%1, %Ln answer</numerusform>
            <numerusform>%1, %Ln answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <extracomment>How many answers a learner has given, in the profile picker.</extracomment>
        <translation>
            <numerusform>%Ln answer</numerusform>
            <numerusform>%Ln answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SkyPage</name>
    <message numerus="yes">
        <source>Star sky: %1 of %n question(s) learned</source>
        <extracomment>Accessible name of the star sky.</extracomment>
        <translation>
            <numerusform>Star sky: %1 of %Ln question learned</numerusform>
            <numerusform>Star sky: %1 of %Ln questions learned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartupErrorPage</name>
    <message numerus="yes">
        <source>A backup from %1 with %n answer(s) is whole. Restore it? Answers given after that day are lost, and the damaged file is kept beside it, not overwritten.</source>
        <extracomment>%1 is the backup&apos;s date, %n how many answers it holds.</extracomment>
        <translation>
            <numerusform>A backup from %1 with %Ln answer is whole. Restore it? Answers given after that day are lost, and the damaged file is kept beside it, not overwritten.</numerusform>
            <numerusform>A backup from %1 with %Ln answers is whole. Restore it? Answers given after that day are lost, and the damaged file is kept beside it, not overwritten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherClassTable</name>
    <message numerus="yes">
        <source>The class: %n student(s)</source>
        <extracomment>Heading of the class table: %n is the number of students.</extracomment>
        <translation>
            <numerusform>The class: %Ln student</numerusform>
            <numerusform>The class: %Ln students</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherImportResults</name>
    <message numerus="yes">
        <source>Last import: %1 of %n file(s) merged</source>
        <extracomment>Heading over the list of files just imported; %1 is how many were merged, %n how many were offered.</extracomment>
        <translation>
            <numerusform>Last import: %1 of %Ln file merged</numerusform>
            <numerusform>Last import: %1 of %Ln files merged</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherRosterDialog</name>
    <message numerus="yes">
        <source>%n name(s)</source>
        <extracomment>Under the roster editor: how many names it holds.</extracomment>
        <translation>
            <numerusform>%Ln name</numerusform>
            <numerusform>%Ln names</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherWorksheetDialog</name>
    <message numerus="yes">
        <source>this part has %n question(s) with numbers</source>
        <extracomment>Beside the count: how many questions with numbers the lesson or chapter has.</extracomment>
        <translation>
            <numerusform>this part has %Ln question with numbers</numerusform>
            <numerusform>this part has %Ln questions with numbers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <extracomment>Under the list of names: how many sheets will be printed.</extracomment>
        <translation>
            <numerusform>%Ln sheet</numerusform>
            <numerusform>%Ln sheets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::LessonProgress</name>
    <message numerus="yes">
        <source>You have learned %1 of %n question(s). Not yet answered: %2.</source>
        <extracomment>The lesson page after some answers: %1 learned of %n; %2 never answered yet.</extracomment>
        <translation>
            <numerusform>You have learned %1 of %Ln question. Not yet answered: %2.</numerusform>
            <numerusform>You have learned %1 of %Ln questions. Not yet answered: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have learned all %n question(s) of this lesson.</source>
        <extracomment>The lesson page once every question has been answered at least once.</extracomment>
        <translation>
            <numerusform>You have learned the lesson&apos;s %Ln question.</numerusform>
            <numerusform>You have learned all %Ln questions of this lesson.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::NextStep</name>
    <message numerus="yes">
        <source>Review the %n question(s) due now, lowest recall first</source>
        <extracomment>Screen readers and tooltip of the sky&apos;s main button.</extracomment>
        <translation>
            <numerusform>Review the %Ln question due now, lowest recall first</numerusform>
            <numerusform>Review the %Ln questions due now, lowest recall first</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::ProgressExporter</name>
    <message numerus="yes">
        <source>Saved %1 with %n answer(s). Give this file to your teacher.</source>
        <extracomment>After exporting: %1 is the file name, %n the number of answers in it.</extracomment>
        <translation>
            <numerusform>Saved %1 with %Ln answer. Give this file to your teacher.</numerusform>
            <numerusform>Saved %1 with %Ln answers. Give this file to your teacher.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::StatsSummary</name>
    <message numerus="yes">
        <source>%n answer(s) on %1</source>
        <extracomment>Heat map cell: answers given on a day; %n is the number, %1 the date.</extracomment>
        <translation>
            <numerusform>%Ln answer on %1</numerusform>
            <numerusform>%Ln answers on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%Ln answer</numerusform>
            <numerusform>%Ln answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <extracomment>Part of the totals above the statistics: days with answers.</extracomment>
        <translation>
            <numerusform>%Ln day</numerusform>
            <numerusform>%Ln days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>Part of the totals above the statistics: time spent answering.</extracomment>
        <translation>
            <numerusform>%Ln minute</numerusform>
            <numerusform>%Ln minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherPin</name>
    <message numerus="yes">
        <source>Too many wrong tries: wait %n second(s).</source>
        <extracomment>After several wrong teacher PINs the next try must wait.</extracomment>
        <translation>
            <numerusform>Too many wrong tries: wait %Ln second.</numerusform>
            <numerusform>Too many wrong tries: wait %Ln seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is not the teacher PIN. Try again in %n second(s).</source>
        <translation>
            <numerusform>That is not the teacher PIN. Try again in %Ln second.</numerusform>
            <numerusform>That is not the teacher PIN. Try again in %Ln seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherRoster</name>
    <message numerus="yes">
        <source>Saved the roster of %1: %n name(s).</source>
        <extracomment>After the teacher saved a roster; %1 the class, %n how many names. An Undo button follows.</extracomment>
        <translation>
            <numerusform>Saved the roster of %1: %Ln name.</numerusform>
            <numerusform>Saved the roster of %1: %Ln names.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherStudentDetail</name>
    <message numerus="yes">
        <source>%n answer(s) in the period, the last on %1</source>
        <translation>
            <numerusform>%Ln answer in the period, the last on %1</numerusform>
            <numerusform>%Ln answers in the period, the last on %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::WorksheetPrinter</name>
    <message numerus="yes">
        <source>%n sheet(s) saved to %1, and the key to %2.</source>
        <extracomment>After worksheets were printed to files; %n counts the sheets, %1 and %2 are the paths</extracomment>
        <translation>
            <numerusform>%Ln sheet saved to %1, and the key to %2.</numerusform>
            <numerusform>%Ln sheets saved to %1, and the key to %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::cli::Content</name>
    <message numerus="yes">
        <source>%n lesson(s)</source>
        <translation>
            <numerusform>%Ln lesson</numerusform>
            <numerusform>%Ln lessons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%Ln question</numerusform>
            <numerusform>%Ln questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n proposition(s)</source>
        <translation>
            <numerusform>%Ln proposition</numerusform>
            <numerusform>%Ln propositions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %3: no problems, %n warning(s).</source>
        <translation>
            <numerusform>%1, %2, %3: no problems, %Ln warning.</numerusform>
            <numerusform>%1, %2, %3: no problems, %Ln warnings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) failed; see the lines on standard error.</source>
        <translation>
            <numerusform>%Ln rule failed; see the lines on standard error.</numerusform>
            <numerusform>%Ln rules failed; see the lines on standard error.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::content::FigureCatalog</name>
    <message numerus="yes">
        <source>has %n number(s) but the first vector has %1; all must have the same length.</source>
        <translation>
            <numerusform>has %Ln number but the first vector has %1; all must have the same length.</numerusform>
            <numerusform>has %Ln numbers but the first vector has %1; all must have the same length.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each vector must have %n number(s), as many as %1.</source>
        <translation>
            <numerusform>each vector must have %Ln number, as many as %1.</numerusform>
            <numerusform>each vector must have %Ln numbers, as many as %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have %n number(s), as many as query.</source>
        <translation>
            <numerusform>must have %Ln number, as many as query.</numerusform>
            <numerusform>must have %Ln numbers, as many as query.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must hold %n vector(s), one for each of %1.</source>
        <translation>
            <numerusform>must hold %Ln vector, one for each of %1.</numerusform>
            <numerusform>must hold %Ln vectors, one for each of %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::content::LessonReader</name>
    <message numerus="yes">
        <source>has %n objective(s); a lesson has exactly %1.</source>
        <translation>
            <numerusform>has %Ln objective; a lesson has exactly %1.</numerusform>
            <numerusform>has %Ln objectives; a lesson has exactly %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>has %n question(s); a lesson has exactly %1.</source>
        <translation>
            <numerusform>has %Ln question; a lesson has exactly %1.</numerusform>
            <numerusform>has %Ln questions; a lesson has exactly %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackAudit</name>
    <message numerus="yes">
        <source>%n generated question(s); a lesson needs at least %1.</source>
        <translation>
            <numerusform>%Ln generated question; a lesson needs at least %1.</numerusform>
            <numerusform>%Ln generated questions; a lesson needs at least %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right option is shown at one place in %1 % of %n attempt(s); with %2 options each place should get about %3 %.</source>
        <translation>
            <numerusform>the right option is shown at one place in %1 % of %Ln attempt; with %2 options each place should get about %3 %.</numerusform>
            <numerusform>the right option is shown at one place in %1 % of %Ln attempts; with %2 options each place should get about %3 %.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %1, the right option is the longest in %2 of %n choice question(s); at most %3 % may be.</source>
        <translation>
            <numerusform>in %1, the right option is the longest in %2 of %Ln choice question; at most %3 % may be.</numerusform>
            <numerusform>in %1, the right option is the longest in %2 of %Ln choice questions; at most %3 % may be.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the answer is &quot;%1&quot; in all %n draw(s) of %2.</source>
        <translation>
            <numerusform>the answer is &quot;%1&quot; in all %Ln draw of %2.</numerusform>
            <numerusform>the answer is &quot;%1&quot; in all %Ln draws of %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n draw(s) of %2 are degenerate (%3 %); at most %4 % may be.</source>
        <translation>
            <numerusform>%1 of %Ln draw of %2 are degenerate (%3 %); at most %4 % may be.</numerusform>
            <numerusform>%1 of %Ln draws of %2 are degenerate (%3 %); at most %4 % may be.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) (%1) have no &quot;why&quot; of their own in both languages.</source>
        <translation>
            <numerusform>%Ln option (%1) has no &quot;why&quot; of its own in both languages.</numerusform>
            <numerusform>%Ln options (%1) have no &quot;why&quot; of their own in both languages.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackChecks</name>
    <message numerus="yes">
        <source>lists %n question(s); a lesson has exactly %1.</source>
        <translation>
            <numerusform>lists %Ln question; a lesson has exactly %1.</numerusform>
            <numerusform>lists %Ln questions; a lesson has exactly %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackWarnings</name>
    <message numerus="yes">
        <source>uses %1 (%n time(s)); the glossary&apos;s term: %2.</source>
        <translation>
            <numerusform>uses %1 (%Ln time); the glossary&apos;s term: %2.</numerusform>
            <numerusform>uses %1 (%Ln times); the glossary&apos;s term: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right option is the longest in %1 (English) and %2 (Persian) of its %n choice question(s); a learner who picks the longest option would mostly be right.</source>
        <translation>
            <numerusform>the right option is the longest in %1 (English) and %2 (Persian) of its %Ln choice question; a learner who picks the longest option would mostly be right.</numerusform>
            <numerusform>the right option is the longest in %1 (English) and %2 (Persian) of its %Ln choice questions; a learner who picks the longest option would mostly be right.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::report</name>
    <message numerus="yes">
        <source>Added %1 with %n answer(s).</source>
        <translation>
            <numerusform>Added %1 with %Ln answer.</numerusform>
            <numerusform>Added %1 with %Ln answers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaced the older export of %1 with this one (%n answer(s)).</source>
        <translation>
            <numerusform>Replaced the older export of %1 with this one (%Ln answer).</numerusform>
            <numerusform>Replaced the older export of %1 with this one (%Ln answers).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::security</name>
    <message numerus="yes">
        <source>That is not the teacher PIN; try again in %n second(s).</source>
        <translation>
            <numerusform>That is not the teacher PIN; try again in %Ln second.</numerusform>
            <numerusform>That is not the teacher PIN; try again in %Ln seconds.</numerusform>
        </translation>
    </message>
</context>
</TS>
