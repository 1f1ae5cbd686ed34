<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
<context>
    <name>CorpusDetail</name>
    <message>
        <source>%1 of %2 in the corpus</source>
        <extracomment>Where a proposition stands in the corpus: &quot;43 of 86 in the corpus&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Returns to the proposition shown before (history inside the corpus).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the previous proposition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapter %1 · %2</source>
        <extracomment>The chapter a proposition belongs to: numeral and title.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fig. 1</source>
        <extracomment>Figure number under a proposition&apos;s figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demonstration</source>
        <extracomment>Heading of a proposition&apos;s argument.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corollary</source>
        <extracomment>Heading of what follows from a proposition.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <extracomment>Heading of the published works a proposition rests on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depends on</source>
        <extracomment>Heading of the propositions this one rests on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in the corpus: this is a starting point.</source>
        <extracomment>Shown under &quot;Depends on&quot; when a proposition rests on no other.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used by</source>
        <extracomment>Heading of the propositions that rest on this one.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No later proposition builds on this one yet.</source>
        <extracomment>Shown under &quot;Used by&quot; when no proposition rests on this one.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems using this</source>
        <extracomment>Heading of the questions that apply a proposition; links open their lessons.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — questions %2</source>
        <extracomment>A link to the lesson of some questions: lesson title (questions 1, 3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the lesson %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorpusList</name>
    <message>
        <source>Propositions</source>
        <extracomment>Accessible name of the list of propositions in the corpus browser.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>A chapter heading in the corpus list: its numeral and title.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorpusTopBar</name>
    <message>
        <source>Course</source>
        <extracomment>Leaves the corpus for the course map. The arrow points back (mirrored in Persian).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the course map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The corpus</source>
        <extracomment>Title of the corpus browser.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 propositions</source>
        <extracomment>How many numbered propositions the corpus holds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FigureGrid</name>
    <message>
        <source>Rows: %1 · columns: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeChapterColumn</name>
    <message>
        <source>Chapter %1</source>
        <extracomment>Above a chapter&apos;s title on the course map; %1 is its Roman numeral.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeHeader</name>
    <message>
        <source>Astrolabe</source>
        <extracomment>The app&apos;s name, shown small above the course title.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 questions learned</source>
        <extracomment>Course progress on the home page: questions learned of all questions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 due for review</source>
        <extracomment>Appended to the course progress when some questions are due for review.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <extracomment>Accessible name of the profile chip on the home page.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpus</source>
        <extracomment>Opens the numbered corpus of propositions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the corpus of propositions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeLessonCard</name>
    <message>
        <source>%1: %2 of %3 questions learned, recall %4 percent</source>
        <extracomment>Accessible name of a lesson card: title, questions learned of all, recall now in percent.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson %1</source>
        <extracomment>Small label on a lesson card; %1 is the lesson&apos;s place in the course.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 due</source>
        <extracomment>Badge on a lesson card: how many of its questions are due for review.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 learned · %3% recall</source>
        <extracomment>Lesson progress: questions learned of all, and the mean recall now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started</source>
        <extracomment>Lesson progress when no question of the lesson has been answered yet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonObjectives</name>
    <message>
        <source>What a learner can do afterwards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Sky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the sky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapter %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapter %1 · Lesson %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson is not in the course.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take it off screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The walkthrough is off screen. It stays hidden on every lesson until you bring it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the walkthrough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it sits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonQuestionsCard</name>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 questions wait behind this lesson, each with its answer explained. Every answer feeds the sky: a star lights up as you learn it and dims when it is time to come back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonWhereItSits</name>
    <message>
        <source>Builds on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leads to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing: the course starts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing yet: the course ends here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The propositions behind it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Astrolabe — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Astrolabe</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizChoiceAnswer</name>
    <message>
        <source>Press %1</source>
        <extracomment>Spoken with an option: the key that chooses it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your answer</source>
        <extracomment>Marks the option the learner chose, after the answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizFeedbackPanel</name>
    <message>
        <source>Right, with help</source>
        <extracomment>Feedback title: right, but after a hint or on a second try.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite</source>
        <extracomment>Feedback title after a wrong answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You answered</source>
        <extracomment>Feedback: what the learner answered (as read by the app).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer</source>
        <extracomment>Feedback: the expected answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked out with your numbers</source>
        <extracomment>Heading of the worked solution, computed with the numbers of this attempt.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>After an answer: the memory rating and what was saved; %1 is the rating name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizHeader</name>
    <message>
        <source>Back to the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the lesson (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QUESTIONS</source>
        <extracomment>Small caps above the lesson title on the quiz page.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizNumericAnswer</name>
    <message>
        <source>Your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decimals, percentages and fractions all work. Press Enter to check.</source>
        <extracomment>Under the answer field.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizQuestionView</name>
    <message>
        <source>Fresh numbers</source>
        <extracomment>A tag on questions whose numbers are generated afresh for each attempt.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one</source>
        <extracomment>A tag on questions answered by choosing an option.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second try</source>
        <extracomment>A tag on questions asked again after a wrong answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 s</source>
        <extracomment>How long the question should take; %1 is a number of seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>Before the hint&apos;s text.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a hint (H)</source>
        <extracomment>Shows the question&apos;s hint; a right answer after it rates Hard.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A right answer after a hint counts as Hard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last answer</source>
        <extracomment>Takes back the last recorded answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <extracomment>Submits a typed answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next question</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizSummary</name>
    <message>
        <source>RESULTS</source>
        <extracomment>Small caps above the quiz results.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <extracomment>Quiz results: %1 right answers out of %2 questions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time answering: %1</source>
        <extracomment>Quiz results: the time spent answering.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every answer feeds the sky: the stars of these questions light as you learn them, and dim when it is time to come back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the wrong ones again</source>
        <extracomment>Asks the questions answered wrongly once more.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartupErrorPage</name>
    <message>
        <source>Astrolabe could not open your study record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed. Close the other Astrolabe window, or choose another profile with --profile, then start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WatchDiagram</name>
    <message>
        <source>query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WatchPanel</name>
    <message>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Softmax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward (→)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narration language: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::FigureData</name>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q · k = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores are not divided by √d here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores divided by √%1 = %2 before the softmax.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature T = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query q = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output Σ wᵢ vᵢ = %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hatched cells are masked: a query never looks at a later key, so their weight is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divided by √%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output in the first order %1, in the second %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head %1 · columns %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a grid of %1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::PropositionView</name>
    <message>
        <source>%1 (%2). %3.</source>
        <extracomment>A bibliographic source: authors, year, title (the title and venue are not translated).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::QuestionText</name>
    <message>
        <source>A number, such as %1 or %2</source>
        <extracomment>Placeholder of the answer field; %1 and %2 are example numbers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers in order, such as %1</source>
        <extracomment>Placeholder of the answer field; %1 is an example list of numbers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A position from %1 to %2</source>
        <extracomment>Placeholder of the answer field; %1 and %2 are the first and last positions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::QuizFeedback</name>
    <message>
        <source>Saved — next review %1</source>
        <extracomment>After an answer: it is stored, and when the question comes back (&quot;in 3 days&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · recall before this answer %1%</source>
        <extracomment>Appended to the saved line: the recall probability just before this answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::QuizReviewText</name>
    <message>
        <source>Again</source>
        <extracomment>The memory rating of a wrong answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>The memory rating of a right answer after a hint or a second try.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>The memory rating of a right answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>The memory rating of a right answer given well within the target time.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a minute</source>
        <extracomment>When a question comes back; %1 is the number of minutes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in an hour</source>
        <extracomment>When a question comes back; %1 is the number of hours.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a day</source>
        <extracomment>When a question comes back; %1 is the number of days.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>A duration: %1 hours and %2 minutes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <extracomment>A duration: %1 minutes and %2 seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::QuizSession</name>
    <message>
        <source>Review</source>
        <extracomment>The title of a quiz made of questions from several lessons.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Quiz progress: question %1 of %2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no questions to ask here.</source>
        <extracomment>Shown when a quiz has no questions to ask (an unknown lesson).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No learner profile is open, so this answer cannot be saved.</source>
        <extracomment>Shown when an answer cannot be saved because no profile is open.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::ReadBlockModel</name>
    <message>
        <source>Fig. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::cli::Content</name>
    <message>
        <source>content validate takes at most one directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lessons, %2 questions, %3 propositions: no problems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: astrolabe content validate [DIR]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::content::BlockReader</name>
    <message>
        <source>a block holds exactly one of heading, paragraph, formula or figure.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::content::CourseReader</name>
    <message>
        <source>the pack is in format %1; this version of Astrolabe reads format %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the course has no chapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a chapter id is a Roman numeral (I, II, III, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chapter has no lessons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lesson id is lower-case words joined by &apos;-&apos;, e.g. &quot;multi-head&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::content::FigureCatalog</name>
    <message>
        <source>this input of the figure is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of 1 to %1 vectors, e.g. [[1, 0], [0, 1]].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 numbers but the first vector has %2; all must have the same length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each vector must have %1 numbers, as many as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hold %1 vectors, one for each of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of 1 to %1 numbers, e.g. [3, 1, 0].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the widths of the queries (%1) and values (%2) must divide into %3 heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list the positions 1 to %1, each once, in the new order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every length must be a whole number from 1 to 1000000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must name the kind of figure, one of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the figure kind &quot;%1&quot; is unknown; known figures: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::content::JsonFields</name>
    <message>
        <source>this field is unknown (a misspelling?); known fields here: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this field is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a text in both languages: {&quot;en&quot;: &quot;...&quot;, &quot;fa&quot;: &quot;...&quot;}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the English text (&quot;en&quot;) is missing or empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Persian text (&quot;fa&quot;) is missing or empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list ([...]).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object ({...}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::content::LessonReader</name>
    <message>
        <source>has %1 objectives; a lesson has exactly %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Read text needs at least one live figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this field is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 questions; a lesson has exactly %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of 1 to %1 numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of 1 to %1 vectors of the same length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each key must have as many numbers as the query (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hold one value for each of the %1 keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the masked position %1 is not a key position (1 to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one key must stay visible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stage &quot;%1&quot; is unknown; stages, in order: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a compare step names a key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stage &quot;%1&quot; comes after &quot;%2&quot;; the steps follow the computation: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the walkthrough needs a &quot;%1&quot; step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scores are scaled, so the walkthrough needs a &quot;scale&quot; step (or set &quot;scaled&quot;: false).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a &quot;scale&quot; step but &quot;scaled&quot; is false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a &quot;mask&quot; step but no key is masked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>some keys are masked, so the walkthrough needs a &quot;mask&quot; step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice question has 2 to 9 options (answered with the keys 1 to 9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be the number of the correct option, counting from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the correct option %1 does not exist; there are %2 options, numbered from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exercise kind &quot;%1&quot; is unknown; known kinds: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exercise kind &quot;%1&quot; has no variants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the variant &quot;%1&quot; is unknown for %2; it may be: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the question type &quot;%1&quot; is unknown; it is &quot;choice&quot; or &quot;generated&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the placeholder {%1} is not known for %2; it may use: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackChecks</name>
    <message>
        <source>the id &quot;%1&quot; is used twice (first at %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists %1 questions; a lesson has exactly %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is &quot;%1&quot; but course.json lists &quot;%2&quot; as question %3 of this lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not listed for this lesson in course.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lesson &quot;%1&quot; does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lessons are prerequisites of each other in a cycle: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the proposition &quot;%1&quot; does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the question &quot;%1&quot; does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the propositions depend on each other in a cycle: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackFile</name>
    <message>
        <source>the file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 MiB, larger than the limit of %2 MiB; it was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than the limit of %1 MiB; it was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON is nested more than %1 levels deep; it was not parsed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not valid JSON: %1 at line %2, column %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file must hold one JSON object ({...}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackLoader</name>
    <message>
        <source>the content pack directory does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is &quot;%1&quot; but the file and course.json name the lesson &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a file; use letters, digits and &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this lesson is not listed in course.json, so no learner would see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no chapter of course.json has this id, so its propositions would never be shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PropositionReader</name>
    <message>
        <source>says &quot;%1&quot; but the file is the corpus of chapter %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is derived from the other propositions&apos; &quot;dependsOn&quot;; remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a proposition id like &quot;%2.1.P01&quot; (chapter, section, number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs to chapter %2, not to this file&apos;s chapter %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this field is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a proposition cites at least one source.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::exercises::Answers</name>
    <message>
        <source>Correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This question needs a %1 as its answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You wrote 1 number, but the answer has %1: give one number for each entry, in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You wrote %1 numbers, but the answer has %2: give one number for each entry, in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: entry %1 is off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: entries %1 are off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: the answer is position %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a number such as 0.84 or 84%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the numbers separated by commas, such as 0.84, 0.11, 0.04.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fraction cannot have 0 below the line; write a number such as 1/3 or 0.33.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That number is too large; write a number such as 0.84 or 84%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write just one number, such as 0.84 or 84%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number. Write the numbers separated by commas, such as 0.84, 0.11, 0.04.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a position number from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer %1 or %2 (or type 1 or 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer with one of: %1 (or its number).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::exercises::Choices</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flatter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::exercises::Prompts</name>
    <message>
        <source>The weights are %1, one for each value vector, in order. What is the output, the weighted sum of the values?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sequence has %1 tokens. How many query-key comparisons does one attention head make over the whole sequence?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key/value pairs are put in the order %1, each value staying with its key. Does the query&apos;s output change?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the keys are put in the order %1; the values stay where they were. Does the query&apos;s output change?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each slot adds its position vector to the key in it. The key/value pairs are put in the order %1. Does the query&apos;s output change?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The raw scores q · k are %1 and d = %2. After dividing by √d and applying softmax, what is the largest weight?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The raw scores q · k are %1 and d = %2. Compared with softmax of the raw scores, are the weights after dividing by √d sharper or flatter?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The raw scores q · k are %1 and d = %2. If we forget to divide by √d, are the weights sharper or flatter than with the division?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Softmax turns the scores %1 into weights. What are the weights, in order?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scores are %1. With temperature T = %2 (each score divided by T before softmax), what is the largest weight?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scores are %1. Compared with T = 1, are the weights at temperature T = %2 sharper or flatter?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The query is (%1); the keys are given in order. Which position (1 to %2) does the head read from most?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::exercises::Steps</name>
    <message>
        <source>%1 × (%2) = (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add them entry by entry: output = (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the %1 queries is compared with all %1 keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %1 = %2 comparisons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before: scores (%1); divided by √%2 and put through softmax, the weights are (%3); output (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After: scores (%1); divided by √%2 and put through softmax, the weights are (%3); output (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same weights meet the same values, only listed in another order, and a sum does not depend on order: the output is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights now land on different values, so the output changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each key now carries a different position vector, so its score changes and so does the output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>√%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divided by %1, the scores become %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest weight is %1 after scaling and %2 without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dividing by √%1 = %2 pulls the scores closer together, so the weights get flatter; without it they are sharper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e^%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sum = %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divide each score by T = %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest weight is %1 at T = 1 and %2 at T = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A temperature below 1 spreads the scores apart, so the weights get sharper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A temperature above 1 pulls the scores together, so the weights get flatter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q · k%1 = %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divided by √%1 and put through softmax, the weights are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest score is %1, at position %2; softmax keeps the order of the scores, so position %2 gets the most weight.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::review</name>
    <message>
        <source>The answer names no question, so it was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>astrolabe::store</name>
    <message>
        <source>No healthy backup of the profile &quot;%1&quot; was found; the file was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damaged file %1 could not be moved aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup %1 could not be copied in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; is open in another Astrolabe window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is not an Astrolabe profile; it was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile file %1 is damaged (%2); it was left untouched, and astrolabe check-db --repair can restore a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile file %1 was written by a newer Astrolabe (schema %2, this version reads up to %3); it was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full, so the answer was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer was not saved (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile file %1 cannot be opened (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile file %1 could not be upgraded to schema %2 (%3); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no answer to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup could not be written (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
