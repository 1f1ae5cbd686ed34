<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CorpusTopBar</name>
    <message numerus="yes">
        <source>%n proposition(s)</source>
        <extracomment>How many numbered propositions the corpus holds.</extracomment>
        <translation>
            <numerusform>%n proposition</numerusform>
            <numerusform>%n propositions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeHeader</name>
    <message numerus="yes">
        <source>%1 of %n question(s) learned</source>
        <extracomment>Course progress on the home page: questions learned of all questions.</extracomment>
        <translation>
            <numerusform>%1 of %n question learned</numerusform>
            <numerusform>%1 of %n questions learned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeLessonCard</name>
    <message numerus="yes">
        <source>%1: %2 of %n question(s) learned, recall %3 percent</source>
        <extracomment>Accessible name of a lesson card: title, questions learned of all, recall now in percent.</extracomment>
        <translation>
            <numerusform>%1: %2 of %n question learned, recall %3 percent</numerusform>
            <numerusform>%1: %2 of %n questions learned, recall %3 percent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonQuestionsCard</name>
    <message numerus="yes">
        <source>%n question(s) wait behind this lesson, each with its answer explained. Every answer feeds the sky: a star lights up as you learn it and dims when it is time to come back.</source>
        <translation>
            <numerusform>%n question waits behind this lesson, with its answer explained. Every answer feeds the sky: a star lights up as you learn it and dims when it is time to come back.</numerusform>
            <numerusform>%n questions wait behind this lesson, each with its answer explained. Every answer feeds the sky: a star lights up as you learn it and dims when it is time to come back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfileDeleteDialog</name>
    <message numerus="yes">
        <source>The profile of %1 and its %n answer(s) will be deleted, with its backups. This cannot be undone.</source>
        <extracomment>Confirmation before deleting a profile: %1 is the learner&apos;s name, %n how many answers.</extracomment>
        <translation>
            <numerusform>The profile of %1 and its %n answer will be deleted, with its backups. This cannot be undone.</numerusform>
            <numerusform>The profile of %1 and all %n of its answers will be deleted, with its backups. This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfileRow</name>
    <message numerus="yes">
        <source>%1, %n answer(s)</source>
        <extracomment>Accessible name of a learner in the profile picker: name and number of answers.</extracomment>
        <translation>
            <numerusform>%1, %n answer</numerusform>
            <numerusform>%1, %n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <extracomment>How many answers a learner has given, in the profile picker.</extracomment>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SkyPage</name>
    <message numerus="yes">
        <source>Star sky: %1 of %n question(s) learned</source>
        <extracomment>Accessible name of the star sky when no star is highlighted.</extracomment>
        <translation>
            <numerusform>Star sky: %1 of %n question learned</numerusform>
            <numerusform>Star sky: %1 of %n questions learned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartupErrorPage</name>
    <message numerus="yes">
        <source>A backup from %1 with %n answer(s) is whole. Restore it? Answers given after that day are lost, and the damaged file is kept beside it, not overwritten.</source>
        <extracomment>%1 is the backup&apos;s date, %n how many answers it holds.</extracomment>
        <translation>
            <numerusform>A backup from %1 with %n answer is whole. Restore it? Answers given after that day are lost, and the damaged file is kept beside it, not overwritten.</numerusform>
            <numerusform>A backup from %1 with %n answers is whole. Restore it? Answers given after that day are lost, and the damaged file is kept beside it, not overwritten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherClassTable</name>
    <message numerus="yes">
        <source>The class: %n student(s)</source>
        <extracomment>Heading of the class table: %n is the number of students.</extracomment>
        <translation>
            <numerusform>The class: %n student</numerusform>
            <numerusform>The class: %n students</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherImportResults</name>
    <message numerus="yes">
        <source>Last import: %1 of %n file(s) merged</source>
        <extracomment>Heading over the list of files just imported; %1 is how many were merged, %n how many were offered.</extracomment>
        <translation>
            <numerusform>Last import: %1 of %n file merged</numerusform>
            <numerusform>Last import: %1 of %n files merged</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::ProgressExporter</name>
    <message numerus="yes">
        <source>Saved %1 with %n answer(s). Give this file to your teacher.</source>
        <extracomment>After exporting: %1 is the file name, %n the number of answers in it.</extracomment>
        <translation>
            <numerusform>Saved %1 with %n answer. Give this file to your teacher.</numerusform>
            <numerusform>Saved %1 with %n answers. Give this file to your teacher.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::StatsSummary</name>
    <message numerus="yes">
        <source>%n answer(s) on %1</source>
        <extracomment>Heat map cell: answers given on a day; %n is the number, %1 the date.</extracomment>
        <translation>
            <numerusform>%n answer on %1</numerusform>
            <numerusform>%n answers on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <extracomment>Part of the totals above the statistics: days with answers.</extracomment>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>Part of the totals above the statistics: time spent answering.</extracomment>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherPin</name>
    <message numerus="yes">
        <source>Too many wrong tries: wait %n second(s).</source>
        <extracomment>After several wrong teacher PINs the next try must wait.</extracomment>
        <translation>
            <numerusform>Too many wrong tries: wait %n second.</numerusform>
            <numerusform>Too many wrong tries: wait %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is not the teacher PIN. Try again in %n second(s).</source>
        <translation>
            <numerusform>That is not the teacher PIN. Try again in %n second.</numerusform>
            <numerusform>That is not the teacher PIN. Try again in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::cli::Content</name>
    <message numerus="yes">
        <source>%n lesson(s)</source>
        <translation>
            <numerusform>%n lesson</numerusform>
            <numerusform>%n lessons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n proposition(s)</source>
        <translation>
            <numerusform>%n proposition</numerusform>
            <numerusform>%n propositions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::content::FigureCatalog</name>
    <message numerus="yes">
        <source>has %n number(s) but the first vector has %1; all must have the same length.</source>
        <translation>
            <numerusform>has %n number but the first vector has %1; all must have the same length.</numerusform>
            <numerusform>has %n numbers but the first vector has %1; all must have the same length.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each vector must have %n number(s), as many as %1.</source>
        <translation>
            <numerusform>each vector must have %n number, as many as %1.</numerusform>
            <numerusform>each vector must have %n numbers, as many as %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must hold %n vector(s), one for each of %1.</source>
        <translation>
            <numerusform>must hold %n vector, one for each of %1.</numerusform>
            <numerusform>must hold %n vectors, one for each of %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::content::LessonReader</name>
    <message numerus="yes">
        <source>has %n objective(s); a lesson has exactly %1.</source>
        <translation>
            <numerusform>has %n objective; a lesson has exactly %1.</numerusform>
            <numerusform>has %n objectives; a lesson has exactly %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>has %n question(s); a lesson has exactly %1.</source>
        <translation>
            <numerusform>has %n question; a lesson has exactly %1.</numerusform>
            <numerusform>has %n questions; a lesson has exactly %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackChecks</name>
    <message numerus="yes">
        <source>lists %n question(s); a lesson has exactly %1.</source>
        <translation>
            <numerusform>lists %n question; a lesson has exactly %1.</numerusform>
            <numerusform>lists %n questions; a lesson has exactly %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::report</name>
    <message numerus="yes">
        <source>Added %1 with %n answer(s).</source>
        <translation>
            <numerusform>Added %1 with %n answer.</numerusform>
            <numerusform>Added %1 with %n answers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaced the older export of %1 with this one (%n answer(s)).</source>
        <translation>
            <numerusform>Replaced the older export of %1 with this one (%n answer).</numerusform>
            <numerusform>Replaced the older export of %1 with this one (%n answers).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::security</name>
    <message numerus="yes">
        <source>That is not the teacher PIN; try again in %n second(s).</source>
        <translation>
            <numerusform>That is not the teacher PIN; try again in %n second.</numerusform>
            <numerusform>That is not the teacher PIN; try again in %n seconds.</numerusform>
        </translation>
    </message>
</context>
</TS>
