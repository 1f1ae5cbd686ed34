<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
<context>
    <name>BackButton</name>
    <message>
        <source>Back</source>
        <extracomment>The back button of a page when the page under it has no name.</extracomment>
        <translation>بازگشت</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <extracomment>A back button: %1 names the page it returns to (&quot;the sky&quot;, a lesson&apos;s title).</extracomment>
        <translation>بازگشت به %1</translation>
    </message>
    <message>
        <source>Back to %1 (Esc)</source>
        <extracomment>Tooltip of a back button: where it goes, and its key.</extracomment>
        <translation>بازگشت به %1 (Esc)</translation>
    </message>
    <message>
        <source>the previous page</source>
        <translation>صفحهٔ پیش</translation>
    </message>
</context>
<context>
    <name>ContentProblemsDialog</name>
    <message>
        <source>The content pack was not used</source>
        <translation>بستهٔ محتوا به کار نرفت</translation>
    </message>
    <message>
        <source>It has problems, so Astrolabe opened the built-in course instead. Fix these and start again:</source>
        <translation>این بسته ایراد دارد، برای همین اسطرلاب دورهٔ درونی خودش را باز کرد. این ایرادها را برطرف کنید و دوباره شروع کنید:</translation>
    </message>
</context>
<context>
    <name>CorpusDetail</name>
    <message>
        <source>Back</source>
        <extracomment>Returns to the proposition shown before (history inside the corpus).</extracomment>
        <translation>بازگشت</translation>
    </message>
    <message>
        <source>Back to the previous proposition</source>
        <translation>بازگشت به گزارهٔ قبلی</translation>
    </message>
    <message>
        <source>Chapter %1 · %2</source>
        <extracomment>The chapter a proposition belongs to: numeral and title.</extracomment>
        <translation>فصل %1 — %2</translation>
    </message>
    <message>
        <source>Fig. 1</source>
        <extracomment>Figure number under a proposition&apos;s figure.</extracomment>
        <translation>شکل ۱</translation>
    </message>
    <message>
        <source>Demonstration</source>
        <extracomment>Heading of a proposition&apos;s argument.</extracomment>
        <translation>برهان</translation>
    </message>
    <message>
        <source>Corollary</source>
        <extracomment>Heading of what follows from a proposition.</extracomment>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>Sources</source>
        <extracomment>Heading of the published works a proposition rests on.</extracomment>
        <translation>منابع</translation>
    </message>
    <message>
        <source>Depends on</source>
        <extracomment>Heading of the propositions this one rests on.</extracomment>
        <translation>وابسته به</translation>
    </message>
    <message>
        <source>Nothing in the corpus: this is a starting point.</source>
        <extracomment>Shown under &quot;Depends on&quot; when a proposition rests on no other.</extracomment>
        <translation>به هیچ گزاره‌ای در این مجموعه وابسته نیست؛ این گزاره یک نقطهٔ شروع است.</translation>
    </message>
    <message>
        <source>Used by</source>
        <extracomment>Heading of the propositions that rest on this one.</extracomment>
        <translation>به کار رفته در</translation>
    </message>
    <message>
        <source>No later proposition builds on this one yet.</source>
        <extracomment>Shown under &quot;Used by&quot; when no proposition rests on this one.</extracomment>
        <translation>هنوز هیچ گزاره‌ای بر پایهٔ این گزاره بنا نشده است.</translation>
    </message>
    <message>
        <source>Problems using this</source>
        <extracomment>Heading of the questions that apply a proposition; links open their lessons.</extracomment>
        <translation>مسئله‌هایی که از آن استفاده می‌کنند</translation>
    </message>
    <message>
        <source>%1 — questions %2</source>
        <extracomment>A link to the lesson of some questions: lesson title (questions 1, 3).</extracomment>
        <translation>%1 — سؤال‌های %2</translation>
    </message>
    <message>
        <source>Open the lesson %1</source>
        <translation>باز کردن درس %1</translation>
    </message>
</context>
<context>
    <name>CorpusList</name>
    <message>
        <source>Propositions</source>
        <extracomment>Accessible name of the list of propositions in the corpus browser.</extracomment>
        <translation>گزاره‌ها</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>A chapter heading in the corpus list: its numeral and title.</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>CorpusPage</name>
    <message>
        <source>Corpus</source>
        <extracomment>The corpus&apos;s name, on the back buttons of the pages opened from it.</extracomment>
        <translation>مجموعهٔ گزاره‌ها</translation>
    </message>
</context>
<context>
    <name>CorpusSearchBar</name>
    <message>
        <source>Search: a number, an id or words</source>
        <extracomment>Placeholder of the corpus&apos;s search field.</extracomment>
        <translation>جست‌وجو: شماره، شناسه یا چند واژه</translation>
    </message>
    <message>
        <source>Search the corpus</source>
        <extracomment>Screen readers: the corpus&apos;s search field.</extracomment>
        <translation>جست‌وجو در مجموعهٔ گزاره‌ها</translation>
    </message>
    <message>
        <source>Type a proposition&apos;s number, the start of its id, or words of its title or text in English or Persian. Down moves to the list.</source>
        <extracomment>Screen readers: what the corpus&apos;s search field takes.</extracomment>
        <translation>شمارهٔ یک گزاره، آغازِ شناسه‌اش، یا واژه‌هایی از عنوان یا متنش را به فارسی یا انگلیسی بنویسید. کلیدِ پایین به فهرست می‌رود.</translation>
    </message>
    <message>
        <source>Chapter</source>
        <extracomment>Screen readers: the corpus&apos;s chapter filter.</extracomment>
        <translation>فصل</translation>
    </message>
</context>
<context>
    <name>CorpusTopBar</name>
    <message>
        <source>The corpus</source>
        <extracomment>Title of the corpus browser.</extracomment>
        <translation>مجموعهٔ گزاره‌ها</translation>
    </message>
    <message numerus="yes">
        <source>%n proposition(s)</source>
        <extracomment>How many numbered propositions the corpus holds.</extracomment>
        <translation>
            <numerusform>%Ln گزاره</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostTimingView</name>
    <message>
        <source>Stop</source>
        <translation>توقف</translation>
    </message>
    <message>
        <source>Time it again</source>
        <translation>دوباره زمان بگیر</translation>
    </message>
    <message>
        <source>Time it on this computer</source>
        <translation>روی همین رایانه زمان بگیر</translation>
    </message>
    <message>
        <source>length n</source>
        <translation>طولِ n</translation>
    </message>
    <message>
        <source>time (ms)</source>
        <translation>زمان (میلی‌ثانیه)</translation>
    </message>
</context>
<context>
    <name>FigureGrid</name>
    <message>
        <source>Rows: %1 · columns: %2</source>
        <translation>سطرها: %1، ستون‌ها: %2</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <extracomment>Label of the file name field in Qt&apos;s save dialog.</extracomment>
        <translation>نام فایل</translation>
    </message>
    <message>
        <source>Filter</source>
        <extracomment>Label of the file type list in Qt&apos;s file dialog.</extracomment>
        <translation>نوع فایل</translation>
    </message>
</context>
<context>
    <name>HomeChapterColumn</name>
    <message>
        <source>Chapter %1</source>
        <extracomment>Above a chapter&apos;s title on the course map; %1 is its Roman numeral.</extracomment>
        <translation>فصل %1</translation>
    </message>
    <message>
        <source>Chapter %1: %2</source>
        <extracomment>A chapter&apos;s heading on the course map as a screen reader says it: %1 its Roman numeral, %2 its title.</extracomment>
        <translation>فصل %1: %2</translation>
    </message>
</context>
<context>
    <name>HomeHeader</name>
    <message>
        <source>Astrolabe</source>
        <extracomment>The app&apos;s name, shown small above the course title.</extracomment>
        <translation>اسطرلاب</translation>
    </message>
    <message>
        <source>%1 due for review</source>
        <extracomment>Appended to the course progress when some questions are due for review.</extracomment>
        <translation>وقت مرور %1 سؤال رسیده است</translation>
    </message>
    <message>
        <source>Corpus</source>
        <extracomment>Opens the numbered corpus of propositions.</extracomment>
        <translation>مجموعهٔ گزاره‌ها</translation>
    </message>
    <message>
        <source>Open the corpus of propositions</source>
        <translation>باز کردن مجموعهٔ گزاره‌ها</translation>
    </message>
    <message>
        <source>%1  ·  %2</source>
        <extracomment>Joins the course progress and the due count. In Persian not a dot, which beside a Persian digit reads as a zero.</extracomment>
        <translation>%1، %2</translation>
    </message>
    <message>
        <source>Profile: %1. Switch learner</source>
        <extracomment>Accessible name of the profile chip on the course map: who studies, and what a click does.</extracomment>
        <translation>نمایه: %1. تعویض یادگیرنده</translation>
    </message>
    <message>
        <source>Switch learner</source>
        <translation>تعویض یادگیرنده</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n question(s) learned</source>
        <extracomment>Course progress on the home page: questions learned of all questions.</extracomment>
        <translation>
            <numerusform>%1 از %Ln سؤال را یاد گرفته‌اید</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeLessonCard</name>
    <message>
        <source>Lesson %1</source>
        <extracomment>Small label on a lesson card; %1 is the lesson&apos;s place in the course.</extracomment>
        <translation>درس %1</translation>
    </message>
    <message>
        <source>%1 due</source>
        <extracomment>Badge on a lesson card: how many of its questions are due for review.</extracomment>
        <translation>%1 برای مرور</translation>
    </message>
    <message>
        <source>%1 of %2 learned · %3% recall</source>
        <extracomment>Lesson progress: questions learned of all, and the mean recall now.</extracomment>
        <translation>%1 از %2 یاد گرفته شده، یادآوری %3٪</translation>
    </message>
    <message>
        <source>Not started</source>
        <extracomment>Lesson progress when no question of the lesson has been answered yet.</extracomment>
        <translation>هنوز شروع نشده</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n question(s) learned, recall %3 percent</source>
        <extracomment>Accessible name of a lesson card: title, questions learned of all, recall now in percent.</extracomment>
        <translation>
            <numerusform>%1: %2 از %Ln سؤال یاد گرفته شده، یادآوری %3 درصد</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Course</source>
        <extracomment>The course map&apos;s name, on the back buttons of the pages opened from it.</extracomment>
        <translation>نقشهٔ دوره</translation>
    </message>
</context>
<context>
    <name>LessonObjectives</name>
    <message>
        <source>What you will be able to do</source>
        <translation>آنچه پس از این درس می‌توانید انجام دهید</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Chapter %1 · %2</source>
        <translation>فصل %1 — %2</translation>
    </message>
    <message>
        <source>This lesson is not in the course.</source>
        <translation>این درس در دوره نیست.</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>خواندن</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>تماشا</translation>
    </message>
    <message>
        <source>Bring it back</source>
        <translation>به صفحه برگردان</translation>
    </message>
    <message>
        <source>Take it off screen</source>
        <translation>از صفحه بردار</translation>
    </message>
    <message>
        <source>The walkthrough is off screen. It stays hidden on every lesson until you bring it back.</source>
        <translation>نمایش گام‌به‌گام از صفحه برداشته شده است. تا وقتی آن را برنگردانید، در همهٔ درس‌ها پنهان می‌ماند.</translation>
    </message>
    <message>
        <source>Show the walkthrough</source>
        <translation>نشانش بده</translation>
    </message>
    <message>
        <source>Where it sits</source>
        <translation>جایگاه این درس</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · Chapter %3</source>
        <extracomment>Above a lesson&apos;s title: its number in the course, then its chapter.</extracomment>
        <translation>درس %1 از %2، فصل %3</translation>
    </message>
</context>
<context>
    <name>LessonQuestionsCard</name>
    <message>
        <source>Questions</source>
        <translation>سؤال‌ها</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>Asks the lesson&apos;s questions not yet answered.</extracomment>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>Practise again</source>
        <extracomment>Asks all the lesson&apos;s questions once more.</extracomment>
        <translation>تمرین دوباره</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <extracomment>Opens the lesson after this one in the course.</extracomment>
        <translation>درس بعد</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <extracomment>Screen readers: %1 the next lesson&apos;s title.</extracomment>
        <translation>درس بعد: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) wait behind this lesson, each with its answer explained. Every answer feeds the sky: a star lights up as you learn it and dims when it is time to come back.</source>
        <translation>
            <numerusform>پس از این درس %Ln سؤال منتظر شماست و پاسخ هر کدام توضیح داده می‌شود. هر پاسخ در آسمان نقش می‌بندد: با یاد گرفتن هر سؤال، ستاره‌اش روشن می‌شود و وقتی زمان بازگشت به آن برسد، کم‌نور می‌شود.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n question(s) learned</source>
        <extracomment>Screen readers: the row of dots under a lesson&apos;s progress.</extracomment>
        <translation>
            <numerusform>%1 از %Ln سؤال را یاد گرفته‌اید</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonWhereItSits</name>
    <message>
        <source>Builds on</source>
        <translation>پیش‌نیازها</translation>
    </message>
    <message>
        <source>Leads to</source>
        <translation>درس‌های بعدی</translation>
    </message>
    <message>
        <source>Chapter %1</source>
        <translation>فصل %1</translation>
    </message>
    <message>
        <source>Nothing: the course starts here.</source>
        <translation>هیچ؛ دوره از همین‌جا شروع می‌شود.</translation>
    </message>
    <message>
        <source>This lesson</source>
        <translation>این درس</translation>
    </message>
    <message>
        <source>Nothing yet: the course ends here.</source>
        <translation>هنوز هیچ؛ دوره همین‌جا تمام می‌شود.</translation>
    </message>
    <message>
        <source>The propositions behind it</source>
        <translation>گزاره‌هایی که پشتوانهٔ این درس‌اند</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Astrolabe — %1</source>
        <translation>اسطرلاب — %1</translation>
    </message>
    <message>
        <source>Astrolabe</source>
        <translation>اسطرلاب</translation>
    </message>
    <message>
        <source>Teacher view</source>
        <translation>نمای معلم</translation>
    </message>
    <message>
        <source>Lab settings</source>
        <translation>تنظیمات آزمایشگاه</translation>
    </message>
    <message>
        <source>Close Astrolabe</source>
        <translation>بستن اسطرلاب</translation>
    </message>
</context>
<context>
    <name>MemorySection</name>
    <message>
        <source>Memory</source>
        <extracomment>Settings group: the memory model (desired retention, fitting the parameters).</extracomment>
        <translation>حافظه</translation>
    </message>
    <message>
        <source>Desired retention: %1</source>
        <extracomment>Settings → Memory: the slider&apos;s label; %1 the retention the learner has set.</extracomment>
        <translation>یادسپاریِ هدف: %1</translation>
    </message>
    <message>
        <source>How likely you should still recall a question when it comes back. Higher means more reviews, sooner; lower, fewer reviews and more forgetting. Try a value on the slider: the charts show what it would mean for you.</source>
        <extracomment>Settings → Memory: what desired retention means.</extracomment>
        <translation>احتمالی که می‌خواهید هنگامِ بازگشتِ یک سؤال هنوز آن را به یاد داشته باشید. عددِ بالاتر یعنی مرورهای بیشتر و زودتر؛ عددِ پایین‌تر یعنی مرورهای کمتر و فراموشیِ بیشتر. مقداری را روی لغزنده امتحان کنید: نمودارها نشان می‌دهند برای شما چه معنایی دارد.</translation>
    </message>
    <message>
        <source>Desired retention to try</source>
        <extracomment>Accessible name of the retention slider.</extracomment>
        <translation>یادسپاریِ هدف برای امتحان</translation>
    </message>
    <message>
        <source>Answers a day at %1, each week&apos;s mean</source>
        <extracomment>Settings → Memory chart: answers a day over the next year at the retention tried, each bar the mean of one week&apos;s days.</extracomment>
        <translation>پاسخ‌ها در روز با %1، میانگینِ هر هفته</translation>
    </message>
    <message>
        <source>Use %1</source>
        <extracomment>Settings → Memory: makes the retention tried on the slider the learner&apos;s.</extracomment>
        <translation>به کار بردنِ %1</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <extracomment>Settings → Memory: puts the slider back on the retention in use.</extracomment>
        <translation>نگه داشتنِ %1</translation>
    </message>
    <message>
        <source>Fitting adjusts the model&apos;s 21 parameters to how you really remember, from your own answers, as Anki&apos;s optimizer does. Your review dates follow the fitted model.</source>
        <extracomment>Settings → Memory: what fitting does.</extracomment>
        <translation>برازش، ۲۱ پارامترِ مدل را از روی پاسخ‌های خودتان با شیوه‌ای که واقعاً به خاطر می‌سپارید هماهنگ می‌کند، همان کاری که بهینه‌سازِ ⁦‎Anki‎⁩ می‌کند. از آن پس روزهای مرورِ شما از مدلِ برازش‌شده پیروی می‌کنند.</translation>
    </message>
    <message>
        <source>Fit to my answers</source>
        <extracomment>Settings → Memory: fits the memory model to the learner&apos;s own answers.</extracomment>
        <translation>برازش با پاسخ‌های من</translation>
    </message>
    <message>
        <source>Fitting</source>
        <translation>در حالِ برازش</translation>
    </message>
    <message>
        <source>Back to the defaults</source>
        <extracomment>Settings → Memory: FSRS-6&apos;s default parameters again.</extracomment>
        <translation>بازگشت به پیش‌فرض‌ها</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <extracomment>Settings → Memory: takes the last change of the memory model back.</extracomment>
        <translation>واگردِ آخرین تغییر</translation>
    </message>
    <message>
        <source>Changes so far, newest first:</source>
        <extracomment>Settings → Memory: the list of the memory model&apos;s changes, newest first.</extracomment>
        <translation>تغییرهای تاکنون، از تازه‌ترین به قدیمی‌ترین:</translation>
    </message>
    <message>
        <source>Share of your questions remembered at %1</source>
        <extracomment>Settings → Memory chart: the percentage of the course&apos;s questions remembered at the end of each week, at the retention tried.</extracomment>
        <translation>سهمِ سؤال‌های به‌یادماندهٔ شما با %1</translation>
    </message>
</context>
<context>
    <name>OkDialog</name>
    <message>
        <source>OK</source>
        <extracomment>The button that closes a message dialog.</extracomment>
        <translation>باشه</translation>
    </message>
</context>
<context>
    <name>OpeningPage</name>
    <message>
        <source>Opening your sky…</source>
        <translation>در حال گشودن آسمان شما…</translation>
    </message>
</context>
<context>
    <name>PinPrompt</name>
    <message>
        <source>Enter the teacher PIN.</source>
        <extracomment>The teacher PIN prompt.</extracomment>
        <translation>رمز معلم را وارد کنید.</translation>
    </message>
    <message>
        <source>Teacher PIN</source>
        <extracomment>Accessible name of the field for the teacher PIN (to unlock, change or clear it).</extracomment>
        <translation>رمز معلم</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Unlock</source>
        <extracomment>Confirms the teacher PIN.</extracomment>
        <translation>باز کردن</translation>
    </message>
    <message>
        <source>Set a teacher PIN</source>
        <extracomment>Title of the dialog that sets a new teacher PIN.</extracomment>
        <translation>تعیین رمز معلم</translation>
    </message>
    <message>
        <source>Change the teacher PIN</source>
        <extracomment>Title of the dialog that changes the teacher PIN.</extracomment>
        <translation>تغییر رمز معلم</translation>
    </message>
    <message>
        <source>Clear the teacher PIN</source>
        <extracomment>Title of the dialog that clears the teacher PIN.</extracomment>
        <translation>پاک کردن رمز معلم</translation>
    </message>
    <message>
        <source>A teacher PIN is 4 to 12 digits. Type it twice.</source>
        <translation>رمز معلم ۴ تا ۱۲ رقم است. آن را دو بار بنویسید.</translation>
    </message>
    <message>
        <source>Type the PIN in use, then the new PIN twice.</source>
        <translation>رمز کنونی را بنویسید، سپس رمز تازه را دو بار.</translation>
    </message>
    <message>
        <source>Type the PIN in use. Without a PIN anyone can open the teacher view and delete learners.</source>
        <translation>رمز کنونی را بنویسید. بدون رمز، هر کسی می‌تواند نمای معلم را باز کند و یادگیرندگان را حذف کند.</translation>
    </message>
    <message>
        <source>A teacher PIN is needed first. In lab mode only the lab&apos;s administrator can set it: see “The teacher PIN” in the teacher guide.</source>
        <extracomment>Lab mode without a teacher PIN: the teacher view, the settings and quitting stay shut.</extracomment>
        <translation>نخست رمز معلم لازم است. در حالت آزمایشگاه فقط مسئول رایانه‌های آزمایشگاه می‌تواند آن را تعیین کند: بخش «The teacher PIN» در راهنمای معلم را ببینید.</translation>
    </message>
    <message>
        <source>PIN in use</source>
        <translation>رمز کنونی</translation>
    </message>
    <message>
        <source>Teacher PIN in use</source>
        <translation>رمز کنونی معلم</translation>
    </message>
    <message>
        <source>New PIN</source>
        <translation>رمز تازه</translation>
    </message>
    <message>
        <source>New teacher PIN</source>
        <extracomment>Accessible name of the field for a new teacher PIN.</extracomment>
        <translation>رمز تازهٔ معلم</translation>
    </message>
    <message>
        <source>The new PIN again</source>
        <translation>دوباره رمز تازه</translation>
    </message>
    <message>
        <source>The new teacher PIN again</source>
        <extracomment>Accessible name of the field where the new teacher PIN is typed a second time.</extracomment>
        <translation>دوباره رمز تازهٔ معلم</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Set the PIN</source>
        <translation>تعیین رمز</translation>
    </message>
    <message>
        <source>Change the PIN</source>
        <translation>تغییر رمز</translation>
    </message>
    <message>
        <source>Clear the PIN</source>
        <translation>پاک کردن رمز</translation>
    </message>
</context>
<context>
    <name>ProfileDeleteDialog</name>
    <message>
        <source>Delete &quot;%1&quot;?</source>
        <extracomment>Title of the confirmation before a learner&apos;s profile is deleted; %1 is the name.</extracomment>
        <translation>«%1» حذف شود؟</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Confirms deleting a learner&apos;s profile.</extracomment>
        <translation>حذف</translation>
    </message>
    <message numerus="yes">
        <source>The profile of %1 and its %n answer(s) will be deleted, with its backups. This cannot be undone.</source>
        <extracomment>Confirmation before deleting a profile: %1 is the learner&apos;s name, %n how many answers.</extracomment>
        <translation>
            <numerusform>نمایهٔ %1 و %Ln پاسخش، همراه با پشتیبان‌هایش، حذف می‌شود. این کار برگشت‌پذیر نیست.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfileNameDialog</name>
    <message>
        <source>Rename &quot;%1&quot;</source>
        <extracomment>Title of the dialog that renames a learner&apos;s profile; %1 is the old name.</extracomment>
        <translation>تغییر نام «%1»</translation>
    </message>
    <message>
        <source>New name</source>
        <extracomment>Accessible name of the field with a learner&apos;s new name.</extracomment>
        <translation>نام تازه</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Saves a learner&apos;s new name.</extracomment>
        <translation>تغییر نام</translation>
    </message>
</context>
<context>
    <name>ProfilePickerPage</name>
    <message>
        <source>Astrolabe</source>
        <extracomment>The app&apos;s name, shown small above the profile picker&apos;s heading.</extracomment>
        <translation>اسطرلاب</translation>
    </message>
    <message>
        <source>Who is studying?</source>
        <extracomment>Heading of the profile picker.</extracomment>
        <translation>چه کسی درس می‌خواند؟</translation>
    </message>
    <message>
        <source>Learners</source>
        <extracomment>Accessible name of the list of learners&apos; profiles.</extracomment>
        <translation>یادگیرندگان</translation>
    </message>
    <message>
        <source>Delete a profile</source>
        <translation>حذف یک نمایه</translation>
    </message>
    <message>
        <source>No learners yet: write your name below to begin.</source>
        <extracomment>The profile picker when there is no learner yet.</extracomment>
        <translation>هنوز یادگیرنده‌ای نیست: برای شروع، نامتان را پایین بنویسید.</translation>
    </message>
    <message>
        <source>A new learner&apos;s name</source>
        <extracomment>Placeholder of the field where a new learner writes their name.</extracomment>
        <translation>نام یادگیرندهٔ تازه</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>Creates a new learner&apos;s profile and opens it.</extracomment>
        <translation>شروع</translation>
    </message>
    <message>
        <source>Rename a learner</source>
        <translation>تغییر نام یادگیرنده</translation>
    </message>
</context>
<context>
    <name>ProfileRow</name>
    <message numerus="yes">
        <source>%1, %n answer(s)</source>
        <extracomment>Accessible name of a learner in the profile picker: name and number of answers.</extracomment>
        <translation>
            <numerusform>%1، %Ln پاسخ</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot be read</source>
        <extracomment>A profile file that could not be read.</extracomment>
        <translation>خواندنی نیست</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Renames a learner&apos;s profile (also F2).</extracomment>
        <translation>تغییر نام</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Deletes a learner&apos;s profile (also the Delete key); asks first.</extracomment>
        <translation>حذف</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <extracomment>How many answers a learner has given, in the profile picker.</extracomment>
        <translation>
            <numerusform>%Ln پاسخ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizChoiceAnswer</name>
    <message>
        <source>Press %1</source>
        <extracomment>Spoken with an option: the key that chooses it.</extracomment>
        <translation>کلید %1 را بزنید</translation>
    </message>
    <message>
        <source>your answer</source>
        <extracomment>Marks the option the learner chose, after the answer.</extracomment>
        <translation>پاسخ شما</translation>
    </message>
    <message>
        <source>Options: press 1 to %1 to choose</source>
        <extracomment>Spoken when the keyboard reaches the options of a question; %1 is their number.</extracomment>
        <translation>گزینه‌ها: برای انتخاب، کلیدِ ۱ تا %1 را بزنید</translation>
    </message>
    <message>
        <source>%1, your answer, right</source>
        <extracomment>An option after the answer: the learner chose it and it was right.</extracomment>
        <translation>%1، پاسخ شما، درست</translation>
    </message>
    <message>
        <source>%1, your answer, wrong</source>
        <extracomment>An option after the answer: the learner chose it; it was wrong.</extracomment>
        <translation>%1، پاسخ شما، نادرست</translation>
    </message>
    <message>
        <source>%1, the right answer</source>
        <extracomment>An option after the answer: the right one, not chosen.</extracomment>
        <translation>%1، پاسخ درست</translation>
    </message>
</context>
<context>
    <name>QuizFeedbackPanel</name>
    <message>
        <source>Right, with help</source>
        <extracomment>Feedback title: right, but after a hint or on a second try.</extracomment>
        <translation>درست، با کمک</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>درست</translation>
    </message>
    <message>
        <source>Not quite</source>
        <extracomment>Feedback title after a wrong answer.</extracomment>
        <translation>این بار نه</translation>
    </message>
    <message>
        <source>You answered</source>
        <extracomment>Feedback: what the learner answered (as read by the app).</extracomment>
        <translation>پاسخ شما</translation>
    </message>
    <message>
        <source>The answer</source>
        <extracomment>Feedback: the expected answer.</extracomment>
        <translation>پاسخ درست</translation>
    </message>
    <message>
        <source>Worked out with your numbers</source>
        <extracomment>Heading of the worked solution, computed with the numbers of this attempt.</extracomment>
        <translation>راه‌حل با عددهای همین سؤال</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>After an answer: the memory rating and what was saved; %1 is the rating name.</extracomment>
        <translation>%1، %2</translation>
    </message>
    <message>
        <source>Right, after seeing the answer</source>
        <extracomment>Feedback title: right, after the right answer had been shown (an answer taken back from its feedback); it counts as Hard.</extracomment>
        <translation>درست، پس از دیدنِ پاسخ</translation>
    </message>
    <message>
        <source>You chose</source>
        <extracomment>Feedback: the option the learner picked (a choice question answered wrongly).</extracomment>
        <translation>انتخابِ شما</translation>
    </message>
    <message>
        <source>%1. The answer: %2</source>
        <extracomment>Spoken after an answer: %1 the verdict (&quot;Not quite&quot;), %2 the right answer.</extracomment>
        <translation>%1. پاسخ درست: %2</translation>
    </message>
</context>
<context>
    <name>QuizHeader</name>
    <message>
        <source>QUESTIONS</source>
        <extracomment>Small caps above the lesson title on the quiz page.</extracomment>
        <translation>سؤال‌ها</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>سؤال %1</translation>
    </message>
    <message>
        <source>Answered %1</source>
        <translation>پاسخ داده شده: %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation>بازگشت به %1</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>بازگشت</translation>
    </message>
    <message>
        <source>Back to %1 (Esc)</source>
        <translation>بازگشت به %1 (Esc)</translation>
    </message>
    <message>
        <source>the previous page</source>
        <translation>صفحهٔ پیش</translation>
    </message>
</context>
<context>
    <name>QuizNumericAnswer</name>
    <message>
        <source>Your answer</source>
        <translation>پاسخ شما</translation>
    </message>
    <message>
        <source>Decimals, percentages and fractions all work. Press Enter to check.</source>
        <extracomment>Under the answer field.</extracomment>
        <translation>عدد اعشاری، درصد و کسر همه پذیرفته می‌شوند. برای بررسی، Enter را بزنید.</translation>
    </message>
</context>
<context>
    <name>QuizQuestionView</name>
    <message>
        <source>Fresh numbers</source>
        <extracomment>A tag on questions whose numbers are generated afresh for each attempt.</extracomment>
        <translation>عددهای تازه</translation>
    </message>
    <message>
        <source>Choose one</source>
        <extracomment>A tag on questions answered by choosing an option.</extracomment>
        <translation>یکی را انتخاب کنید</translation>
    </message>
    <message>
        <source>Second try</source>
        <extracomment>A tag on questions asked again after a wrong answer.</extracomment>
        <translation>تلاش دوم</translation>
    </message>
    <message>
        <source>about %1 s</source>
        <extracomment>How long the question should take; %1 is a number of seconds.</extracomment>
        <translation>حدود %1 ثانیه</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>Before the hint&apos;s text.</extracomment>
        <translation>راهنمایی: %1</translation>
    </message>
    <message>
        <source>Show a hint</source>
        <translation>نشان دادن راهنمایی</translation>
    </message>
    <message>
        <source>A right answer after a hint counts as Hard.</source>
        <translation>پاسخ درست پس از دیدن راهنمایی «سخت» به حساب می‌آید.</translation>
    </message>
    <message>
        <source>Undo last answer</source>
        <extracomment>Takes back the answer just given; the question is asked again.</extracomment>
        <translation>واگرد آخرین پاسخ</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Check</source>
        <extracomment>Submits a typed answer.</extracomment>
        <translation>بررسی</translation>
    </message>
    <message>
        <source>Check the answer</source>
        <translation>بررسی پاسخ</translation>
    </message>
    <message>
        <source>See the results</source>
        <translation>دیدن نتیجه‌ها</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>سؤال بعدی</translation>
    </message>
    <message>
        <source>Answer already seen</source>
        <extracomment>A tag on a question whose answer the learner took back after seeing the right answer.</extracomment>
        <translation>پاسخ را دیده‌اید</translation>
    </message>
    <message>
        <source>You have seen the right answer: a right answer counts as Hard.</source>
        <extracomment>Explains the &quot;Answer already seen&quot; tag.</extracomment>
        <translation>پاسخِ درست را دیده‌اید؛ پاسخِ درست «سخت» حساب می‌شود.</translation>
    </message>
    <message>
        <source>Asks the question again; a right answer then counts as Hard at most.</source>
        <extracomment>Said of the &quot;Undo last answer&quot; button.</extracomment>
        <translation>سؤال را دوباره می‌پرسد؛ پاسخِ درست در این حالت حداکثر «سخت» حساب می‌شود.</translation>
    </message>
    <message>
        <source>The numbers are new on every try: what you learn is the method, not the answer.</source>
        <extracomment>Under the &quot;Fresh numbers&quot; tag: what it means for the learner.</extracomment>
        <translation>عددها در هر تلاش تازه‌اند: آنچه یاد می‌گیرید روش است، نه پاسخ.</translation>
    </message>
    <message>
        <source>Show a hint (Ctrl+H)</source>
        <extracomment>Shows the question&apos;s hint; a right answer after it rates Hard.</extracomment>
        <translation>نشان دادن راهنمایی (Ctrl+H)</translation>
    </message>
    <message>
        <source>Question %1: %2</source>
        <extracomment>Spoken when a question opens: %1 its place (&quot;3 of 8&quot;), %2 the question.</extracomment>
        <translation>سؤال %1: %2</translation>
    </message>
</context>
<context>
    <name>QuizSummary</name>
    <message>
        <source>RESULTS</source>
        <extracomment>Small caps above the quiz results.</extracomment>
        <translation>نتیجه‌ها</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <extracomment>Quiz results: %1 right answers out of %2 questions.</extracomment>
        <translation>%1 از %2 درست</translation>
    </message>
    <message>
        <source>Time answering: %1</source>
        <extracomment>Quiz results: the time spent answering.</extracomment>
        <translation>زمان پاسخ دادن: %1</translation>
    </message>
    <message>
        <source>Every answer feeds the sky: the stars of these questions light as you learn them, and dim when it is time to come back.</source>
        <translation>هر پاسخ در آسمان نقش می‌بندد: ستاره‌های این سؤال‌ها با یاد گرفتنشان روشن می‌شوند و وقتی زمان بازگشت به آن‌ها برسد، کم‌نور می‌شوند.</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>درست</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>نادرست</translation>
    </message>
    <message>
        <source>Try the wrong ones again</source>
        <extracomment>Asks the questions answered wrongly once more.</extracomment>
        <translation>امتحان دوبارهٔ سؤال‌های نادرست</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>بازگشت به درس</translation>
    </message>
    <message>
        <source>Next: lesson %1, %2</source>
        <extracomment>Results page: %1 the number of the next lesson in the course, %2 its title.</extracomment>
        <translation>پس از این: درس %1، %2</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <extracomment>Results page: opens the next lesson of the course.</extracomment>
        <translation>درس بعد</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>درس بعد: %1</translation>
    </message>
    <message>
        <source>Back to the sky</source>
        <extracomment>Results page: back to the star sky (the home page).</extracomment>
        <translation>بازگشت به آسمان</translation>
    </message>
</context>
<context>
    <name>ReportButton</name>
    <message>
        <source>Write a report…</source>
        <extracomment>Opens a save dialog for a progress report (PDF or CSV).</extracomment>
        <translation>نوشتن گزارش…</translation>
    </message>
    <message>
        <source>The report was saved to %1.</source>
        <extracomment>After a report was saved; %1 is the file&apos;s path.</extracomment>
        <translation>گزارش در %1 ذخیره شد.</translation>
    </message>
    <message>
        <source>Write a report</source>
        <extracomment>Title of the save dialog for a progress report.</extracomment>
        <translation>نوشتن گزارش</translation>
    </message>
    <message>
        <source>PDF report</source>
        <extracomment>File type filters of the report save dialog.</extracomment>
        <translation>گزارش PDF</translation>
    </message>
    <message>
        <source>Spreadsheet, CSV</source>
        <translation>صفحه‌گسترده، CSV</translation>
    </message>
    <message>
        <source>Open the report</source>
        <extracomment>After a report was saved: opens it in the computer&apos;s PDF viewer or spreadsheet.</extracomment>
        <translation>باز کردنِ گزارش</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <extracomment>After a report was saved: opens the folder it was saved in.</extracomment>
        <translation>نمایش در پوشه</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>باشه</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <source>Save</source>
        <extracomment>The button of a save dialog that saves the file.</extracomment>
        <translation>ذخیره</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <extracomment>Title of the question before a save replaces a file.</extracomment>
        <translation>فایل جایگزین شود؟</translation>
    </message>
    <message>
        <source>Replace</source>
        <extracomment>Replaces the existing file with the one being saved.</extracomment>
        <translation>جایگزین کن</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Keeps the existing file and goes back to the save dialog.</extracomment>
        <translation>انصراف</translation>
    </message>
</context>
<context>
    <name>SectionHeading</name>
    <message>
        <source>·</source>
        <extracomment>Between a section&apos;s number and its title (&quot;1 · Read&quot;). In Persian not a dot, which beside a Persian digit reads as a zero.</extracomment>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Sky</source>
        <extracomment>Leaves the settings for the sky. The arrow points back (mirrored in Persian).</extracomment>
        <translation>آسمان</translation>
    </message>
    <message>
        <source>Back to the sky</source>
        <translation>بازگشت به آسمان</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Title of the settings page.</extracomment>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>Study</source>
        <extracomment>Settings group: how study progress is shown.</extracomment>
        <translation>مطالعه</translation>
    </message>
    <message>
        <source>Show my study streak on the sky</source>
        <extracomment>Settings switch: the &quot;N-day streak&quot; counter at the top of the sky.</extracomment>
        <translation>نمایش روزهای پیاپی مطالعه‌ام روی آسمان</translation>
    </message>
    <message>
        <source>The number of days in a row on which you answered at least one question.</source>
        <translation>شمار روزهای پشت سر هم که دست‌کم به یک سؤال پاسخ داده‌اید.</translation>
    </message>
    <message>
        <source>Motion</source>
        <extracomment>Settings group: animation and movement on screen.</extracomment>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <extracomment>Settings switch: turns animations off.</extracomment>
        <translation>کاهش حرکت</translation>
    </message>
    <message>
        <source>Kept on for this computer by its administrator.</source>
        <extracomment>Shown when ASTROLABE_REDUCED_MOTION=1 keeps motion reduced.</extracomment>
        <translation>مدیر این رایانه آن را روشن نگه داشته است.</translation>
    </message>
    <message>
        <source>The stars stand still and the walkthrough changes steps without animation.</source>
        <translation>ستاره‌ها بی‌حرکت می‌مانند و گام‌های نمایش بدون پویانمایی عوض می‌شوند.</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings group: the language of the whole interface.</extracomment>
        <translation>زبان</translation>
    </message>
    <message>
        <source>The language of the interface. Persian is written right to left.</source>
        <translation>زبان رابط برنامه. فارسی از راست به چپ نوشته می‌شود.</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L switches the language anywhere in the app.</source>
        <extracomment>Where else the language can be switched.</extracomment>
        <translation>با Ctrl+Shift+L در هر جای برنامه می‌توانید زبان را عوض کنید.</translation>
    </message>
    <message>
        <source>Lab</source>
        <extracomment>Settings group: shared computers in a school lab (teacher PIN, lab mode).</extracomment>
        <translation>آزمایشگاه</translation>
    </message>
    <message>
        <source>Lab mode on this computer</source>
        <extracomment>Settings switch: the app starts in lab mode on this computer.</extracomment>
        <translation>حالت آزمایشگاه روی این رایانه</translation>
    </message>
    <message>
        <source>No quitting or settings for students; the list of learners at start and after each learner.</source>
        <translation>بدون خروج و تنظیمات برای دانش‌آموزان؛ فهرست یادگیرندگان در آغاز و پس از هر یادگیرنده.</translation>
    </message>
    <message>
        <source>The teacher PIN is set for the whole lab in %1; only its administrator can change it there.</source>
        <extracomment>%1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.</extracomment>
        <translation>رمز معلم برای همهٔ آزمایشگاه در ⁦%1⁩ تعیین شده است؛ فقط مسئول رایانه‌ها می‌تواند آن را همان‌جا تغییر دهد.</translation>
    </message>
    <message>
        <source>A teacher PIN is set. It guards the teacher view and deleting learners; in lab mode also the settings, renaming learners and quitting.</source>
        <translation>رمز معلم تعیین شده است. از نمای معلم و حذف یادگیرندگان محافظت می‌کند؛ در حالت آزمایشگاه از تنظیمات، تغییر نام یادگیرندگان و خروج هم.</translation>
    </message>
    <message>
        <source>No teacher PIN is set. A PIN (4 to 12 digits) guards the teacher view and deleting learners; lab mode needs one.</source>
        <translation>رمز معلمی تعیین نشده است. رمز (۴ تا ۱۲ رقم) از نمای معلم و حذف یادگیرندگان محافظت می‌کند؛ حالت آزمایشگاه بدون آن روشن نمی‌شود.</translation>
    </message>
    <message>
        <source>Set a PIN…</source>
        <extracomment>Opens the dialog that sets a teacher PIN (typed twice).</extracomment>
        <translation>تعیین رمز…</translation>
    </message>
    <message>
        <source>Change the PIN…</source>
        <extracomment>Opens the dialog that changes the teacher PIN (the old one, then the new one twice).</extracomment>
        <translation>تغییر رمز…</translation>
    </message>
    <message>
        <source>Clear the PIN…</source>
        <extracomment>Opens the dialog that clears the teacher PIN (asks for it first).</extracomment>
        <translation>پاک کردن رمز…</translation>
    </message>
    <message>
        <source>Lab mode needs the PIN: turn lab mode off before clearing it.</source>
        <translation>حالت آزمایشگاه به رمز نیاز دارد: پیش از پاک کردن رمز، حالت آزمایشگاه را خاموش کنید.</translation>
    </message>
    <message>
        <source>Turned on for this computer by its administrator, in %1.</source>
        <extracomment>%1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.</extracomment>
        <translation>مسئول این رایانه آن را در ⁦%1⁩ روشن کرده است.</translation>
    </message>
    <message>
        <source>The teacher PIN is set.</source>
        <translation>رمز معلم تعیین شد.</translation>
    </message>
    <message>
        <source>The teacher PIN is changed.</source>
        <translation>رمز معلم تغییر کرد.</translation>
    </message>
    <message>
        <source>The teacher PIN is cleared.</source>
        <translation>رمز معلم پاک شد.</translation>
    </message>
    <message>
        <source>Lab mode is on for this computer in %1; only its administrator can set the teacher PIN, in that file.</source>
        <extracomment>%1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.</extracomment>
        <translation>حالت آزمایشگاه برای این رایانه در ⁦%1⁩ روشن شده است؛ فقط مسئول رایانه‌ها می‌تواند رمز معلم را در همان پرونده تعیین کند.</translation>
    </message>
    <message>
        <source>Set a teacher PIN above first: lab mode needs one to be turned off again.</source>
        <extracomment>Under the lab mode switch while it cannot be used.</extracomment>
        <translation>نخست در بالا رمز معلم را تعیین کنید: بدون آن، حالت آزمایشگاه را نمی‌توان دوباره خاموش کرد.</translation>
    </message>
</context>
<context>
    <name>SettingsSwitch</name>
    <message>
        <source>Unavailable. %1</source>
        <extracomment>Said of a switch that cannot be used now; %1 says why.</extracomment>
        <translation>در دسترس نیست. %1</translation>
    </message>
</context>
<context>
    <name>SkyHeader</name>
    <message>
        <source>%1 / %2 learned</source>
        <extracomment>Sky counter: questions learned of all questions in the course.</extracomment>
        <translation>%1 / %2 یاد گرفته شده</translation>
    </message>
    <message>
        <source>%1-day streak</source>
        <extracomment>Sky counter: days in a row with at least one answer.</extracomment>
        <translation>%1 روز پیاپی</translation>
    </message>
    <message>
        <source>Course</source>
        <extracomment>Opens the course map (chapters and lesson cards).</extracomment>
        <translation>نقشهٔ دوره</translation>
    </message>
    <message>
        <source>Open the course map</source>
        <translation>باز کردن نقشهٔ دوره</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>مجموعهٔ گزاره‌ها</translation>
    </message>
    <message>
        <source>Open the corpus of propositions</source>
        <translation>باز کردن مجموعهٔ گزاره‌ها</translation>
    </message>
    <message>
        <source>Switch the interface language</source>
        <extracomment>Accessible name of the button that switches the interface language (Ctrl+Shift+L).</extracomment>
        <translation>تغییر زبان برنامه</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Accessible name of the sky&apos;s gear button (Ctrl+,).</extracomment>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>Settings (Ctrl+,)</source>
        <translation>تنظیمات (⁦‎Ctrl+,‎⁩)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Opens the statistics page (reviews per day, retention, forecast, mastery).</extracomment>
        <translation>آمار</translation>
    </message>
    <message>
        <source>Open the statistics</source>
        <translation>باز کردن آمار</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>Lab mode: a student is finished and leaves their profile for the next learner.</extracomment>
        <translation>تمام</translation>
    </message>
    <message>
        <source>Switch learner</source>
        <translation>تعویض یادگیرنده</translation>
    </message>
    <message>
        <source>%1 due now · %2 later today</source>
        <extracomment>Sky counter: questions due now, and more becoming due before the day ends.</extracomment>
        <translation>اکنون %1 مرور، %2 مرورِ دیگر تا پایانِ امروز</translation>
    </message>
    <message>
        <source>%1 due now</source>
        <extracomment>Sky counter: questions due for review now.</extracomment>
        <translation>اکنون %1 مرور</translation>
    </message>
</context>
<context>
    <name>SkyMoreActions</name>
    <message>
        <source>Export my progress…</source>
        <extracomment>Saves the learner&apos;s progress to a file to give to the teacher.</extracomment>
        <translation>خروجی پیشرفت من…</translation>
    </message>
    <message>
        <source>Switch learner</source>
        <extracomment>Leaves this learner&apos;s profile for the list of learners.</extracomment>
        <translation>تعویض یادگیرنده</translation>
    </message>
    <message>
        <source>Teacher view</source>
        <extracomment>Opens the teacher&apos;s view of the class (asks for the teacher PIN when one is set).</extracomment>
        <translation>نمای معلم</translation>
    </message>
    <message>
        <source>Export my progress</source>
        <extracomment>Title of the save dialog for the learner&apos;s progress file.</extracomment>
        <translation>خروجی پیشرفت من</translation>
    </message>
    <message>
        <source>The progress was not exported</source>
        <translation>از پیشرفت خروجی گرفته نشد</translation>
    </message>
    <message>
        <source>Progress exported</source>
        <translation>از پیشرفت خروجی گرفته شد</translation>
    </message>
    <message>
        <source>Progress files</source>
        <extracomment>File type filter of the save dialog for the learner&apos;s progress file.</extracomment>
        <translation>فایل‌های پیشرفت</translation>
    </message>
</context>
<context>
    <name>SkyMoreMenu</name>
    <message>
        <source>More actions</source>
        <extracomment>The sky&apos;s menu of less frequent actions (export progress, teacher view).</extracomment>
        <translation>کارهای بیشتر</translation>
    </message>
</context>
<context>
    <name>SkyPage</name>
    <message numerus="yes">
        <source>Star sky: %1 of %n question(s) learned</source>
        <extracomment>Accessible name of the star sky.</extracomment>
        <translation>
            <numerusform>آسمان ستاره‌ها: %1 از %Ln سؤال یاد گرفته شده</numerusform>
        </translation>
    </message>
    <message>
        <source>Sky</source>
        <extracomment>The sky&apos;s name, on the back buttons of the pages opened from it.</extracomment>
        <translation>آسمان</translation>
    </message>
    <message>
        <source>Arrow keys move between the stars, Home and End go to the first and last, Page Down and Page Up to the next and previous lesson; Enter opens the star&apos;s lesson.</source>
        <extracomment>How the star sky is used by keyboard (for screen readers).</extracomment>
        <translation>کلیدهای جهت‌نما میانِ ستاره‌ها می‌روند، Home و End به اولین و آخرین ستاره و Page Down و Page Up به درسِ بعد و قبل؛ Enter درسِ ستاره را باز می‌کند.</translation>
    </message>
</context>
<context>
    <name>SkyStarTip</name>
    <message>
        <source>Recall %1 · %2</source>
        <extracomment>In a star&apos;s tooltip: the predicted recall, then the star&apos;s state.</extracomment>
        <translation>یادآوری %1، %2</translation>
    </message>
    <message>
        <source>Last review: %1</source>
        <extracomment>In a star&apos;s tooltip: when the question was last answered.</extracomment>
        <translation>آخرین مرور: %1</translation>
    </message>
    <message>
        <source>Next review: %1</source>
        <extracomment>In a star&apos;s tooltip: when the question comes back for review.</extracomment>
        <translation>مرور بعدی: %1</translation>
    </message>
</context>
<context>
    <name>SkyTimeBar</name>
    <message>
        <source>%1 due that day</source>
        <extracomment>Under the sky&apos;s time slider: questions due on the day shown.</extracomment>
        <translation>%1 مرور برای آن روز</translation>
    </message>
    <message>
        <source>%1 due now</source>
        <extracomment>Under the sky&apos;s time slider: questions due now.</extracomment>
        <translation>اکنون %1 مرور</translation>
    </message>
    <message>
        <source>Days ahead</source>
        <extracomment>Accessible name of the sky&apos;s time slider; its value is the number of days.</extracomment>
        <translation>چند روز جلوتر</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The time slider&apos;s description: %1 the day shown, %2 what is due then.</extracomment>
        <translation>%1، %2</translation>
    </message>
</context>
<context>
    <name>SkyWelcome</name>
    <message>
        <source>Welcome to Astrolabe</source>
        <extracomment>The first screen of a new learner.</extracomment>
        <translation>به اسطرلاب خوش آمدید</translation>
    </message>
    <message>
        <source>The sky behind this page is the course: how attention, the idea inside today&apos;s language models, works, step by step.</source>
        <extracomment>The welcome: what the sky behind it means.</extracomment>
        <translation>آسمانِ پشت این صفحه همین دوره است: توجه، ایدهٔ درونِ مدل‌های زبانیِ امروز، گام‌به‌گام چگونه کار می‌کند.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <extracomment>The welcome, about lessons (shown beside the word &quot;Lessons&quot;).</extracomment>
        <translation>درس‌ها</translation>
    </message>
    <message>
        <source>Each constellation is a lesson: read it, watch it worked out on real numbers, then answer its questions. Click a constellation&apos;s name to open it.</source>
        <translation>هر صورت فلکی یک درس است: آن را بخوانید، ببینید که با عددهای واقعی چگونه پیش می‌رود، و بعد به سؤال‌هایش پاسخ دهید. برای باز کردن یک درس، روی نام صورت فلکی‌اش کلیک کنید.</translation>
    </message>
    <message>
        <source>Stars</source>
        <extracomment>The welcome, about stars.</extracomment>
        <translation>ستاره‌ها</translation>
    </message>
    <message>
        <source>Each star is one question. It lights up when you answer it and dims as you forget it, so the sky shows what you know.</source>
        <translation>هر ستاره یک سؤال است. وقتی به آن پاسخ می‌دهید روشن می‌شود و با فراموش کردنش کم‌نور می‌شود؛ پس آسمان نشان می‌دهد چه می‌دانید.</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>The welcome, about review.</extracomment>
        <translation>مرور</translation>
    </message>
    <message>
        <source>A dim star is due: the main button at the top asks it again at the right moment, so it stays in your memory.</source>
        <translation>ستارهٔ کم‌نور یعنی وقت مرورش رسیده: دکمهٔ اصلیِ بالای صفحه آن را درست به‌موقع دوباره می‌پرسد تا در یادتان بماند.</translation>
    </message>
    <message>
        <source>What should we call you? (optional)</source>
        <extracomment>Above the welcome&apos;s name field.</extracomment>
        <translation>شما را چه صدا کنیم؟ (اختیاری)</translation>
    </message>
    <message>
        <source>Your name (now &quot;%1&quot;)</source>
        <extracomment>Placeholder of the welcome&apos;s name field: %1 is the profile&apos;s name now.</extracomment>
        <translation>نام شما (اکنون «%1»)</translation>
    </message>
    <message>
        <source>Your name, optional</source>
        <extracomment>Screen readers: the welcome&apos;s name field.</extracomment>
        <translation>نام شما، اختیاری</translation>
    </message>
    <message>
        <source>Skip: look at the sky first</source>
        <extracomment>Closes the welcome without starting a lesson (also Escape).</extracomment>
        <translation>فعلاً نه: اول آسمان را ببینم</translation>
    </message>
    <message>
        <source>Skip the welcome and look at the sky</source>
        <translation>رد شدن از خوشامد و دیدن آسمان</translation>
    </message>
</context>
<context>
    <name>StartupErrorPage</name>
    <message>
        <source>Astrolabe could not open your study record</source>
        <translation>اسطرلاب نتوانست سابقهٔ مطالعهٔ شما را باز کند</translation>
    </message>
    <message>
        <source>Nothing was changed. Close the other Astrolabe window, or choose another profile with --profile, then start again.</source>
        <translation>هیچ چیزی تغییر نکرد. پنجرهٔ دیگر اسطرلاب را ببندید یا با ⁦‎--profile‎⁩ نمایهٔ دیگری انتخاب کنید، سپس دوباره شروع کنید.</translation>
    </message>
    <message>
        <source>Restore the backup</source>
        <translation>بازگرداندن پشتیبان</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <extracomment>Before the technical detail of an error (a file&apos;s name, what the database said).</extracomment>
        <translation>جزئیات: %1</translation>
    </message>
    <message numerus="yes">
        <source>A backup from %1 with %n answer(s) is whole. Restore it? Answers given after that day are lost, and the damaged file is kept beside it, not overwritten.</source>
        <extracomment>%1 is the backup&apos;s date, %n how many answers it holds.</extracomment>
        <translation>
            <numerusform>یک پشتیبان سالم از %1 با %Ln پاسخ در دست است. بازگردانده شود؟ پاسخ‌هایی که پس از آن روز داده شده‌اند از دست می‌روند، و پروندهٔ آسیب‌دیده کنار آن نگه داشته می‌شود و چیزی روی آن نوشته نمی‌شود.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsCard</name>
    <message>
        <source>Show the chart</source>
        <extracomment>On a chart whose numbers show as text: brings the chart back.</extracomment>
        <translation>نمایش نمودار</translation>
    </message>
    <message>
        <source>Show the numbers</source>
        <extracomment>On a chart (statistics, teacher view): shows its numbers as text.</extracomment>
        <translation>نمایش عددها</translation>
    </message>
    <message>
        <source>Numbers of %1</source>
        <extracomment>Screen readers: the button that shows a chart&apos;s numbers; %1 the chart&apos;s title.</extracomment>
        <translation>عددهای %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of a chart&apos;s numbers: %1 the day (or week, or span), %2 the value.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 answers, predicted %3, recalled %4</source>
        <extracomment>A line of the calibration chart&apos;s numbers: %1 the group of predicted recall, %2 answers in it, %3 predicted, %4 recalled.</extracomment>
        <translation>%1: %2 پاسخ، پیش‌بینی %3، یادآوری %4</translation>
    </message>
</context>
<context>
    <name>StatsEmptyState</name>
    <message>
        <source>No answers yet</source>
        <extracomment>The statistics page of a profile with no answers yet.</extracomment>
        <translation>هنوز پاسخی نیست</translation>
    </message>
    <message>
        <source>Answer a lesson&apos;s questions and this page fills in: your answers per day, how much you remember, what comes back when, and each lesson&apos;s progress.</source>
        <translation>به سؤال‌های یک درس پاسخ دهید تا این صفحه پر شود: پاسخ‌های هر روز، اینکه چقدر به یاد می‌آورید، چه چیزی کی برمی‌گردد، و پیشرفت هر درس.</translation>
    </message>
    <message>
        <source>Back to the sky</source>
        <extracomment>From the empty statistics page back to the sky, where lessons start.</extracomment>
        <translation>بازگشت به آسمان</translation>
    </message>
</context>
<context>
    <name>StatsMasteryList</name>
    <message>
        <source>%1: average recall %2</source>
        <extracomment>Accessible description of a lesson&apos;s mastery bar: average recall.</extracomment>
        <translation>%1: میانگین یادآوری %2</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>Sky</source>
        <extracomment>Leaves the statistics for the sky. The arrow points back (mirrored in Persian).</extracomment>
        <translation>آسمان</translation>
    </message>
    <message>
        <source>Back to the sky</source>
        <translation>بازگشت به آسمان</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Title of the statistics page.</extracomment>
        <translation>آمار</translation>
    </message>
    <message>
        <source>Answers in the last year</source>
        <extracomment>Statistics: the calendar of the last year, a square a day.</extracomment>
        <translation>پاسخ‌ها در یک سال گذشته</translation>
    </message>
    <message>
        <source>Answers per day</source>
        <extracomment>Statistics chart: answers given on each of the last 30 days.</extracomment>
        <translation>پاسخ در هر روز</translation>
    </message>
    <message>
        <source>True retention per week</source>
        <extracomment>Statistics chart: share of reviews recalled each week, against the target.</extracomment>
        <translation>یادسپاری واقعی در هر هفته</translation>
    </message>
    <message>
        <source>Due in the next 30 days</source>
        <extracomment>Statistics chart: questions coming due on each of the next 30 days.</extracomment>
        <translation>مرورهای ۳۰ روز آینده</translation>
    </message>
    <message>
        <source>Minutes per day</source>
        <extracomment>Statistics chart: minutes spent answering on each of the last 30 days.</extracomment>
        <translation>دقیقه در هر روز</translation>
    </message>
    <message>
        <source>Mastery per lesson</source>
        <extracomment>Statistics: for each lesson, questions learned and average recall now.</extracomment>
        <translation>تسلط در هر درس</translation>
    </message>
    <message>
        <source>Stability of what you know</source>
        <extracomment>Statistics chart: how many questions have each stability (days until recall falls to 90%).</extracomment>
        <translation>پایداری دانسته‌های شما</translation>
    </message>
    <message>
        <source>True retention: the share of your reviews you got right (first answers not counted). Dashed line: the %1 target.</source>
        <extracomment>Under the retention chart: what &quot;true retention&quot; means, then the target line.</extracomment>
        <translation>یادسپاری واقعی: سهمِ مرورهایی که درست پاسخ دادید (پاسخ‌های نخست حساب نمی‌شوند). خط‌چین: هدفِ %1.</translation>
    </message>
    <message>
        <source>A question is due when the review date set by your last answer comes. Today: %1 due now, %2 later today.</source>
        <extracomment>Under the due forecast: what &quot;due&quot; means, and today&apos;s bar in the sky&apos;s words.</extracomment>
        <translation>وقتِ مرورِ هر سؤال زمانی است که آخرین پاسخ‌تان برایش تعیین کرده است. امروز: اکنون %1 مرور، %2 مرورِ دیگر تا پایانِ روز.</translation>
    </message>
    <message>
        <source>Stability: how many days a memory lasts before its recall falls to 90%. The longer, the stronger.</source>
        <extracomment>Under the stability chart: what &quot;stability&quot; means.</extracomment>
        <translation>پایداری: چند روز می‌گذرد تا احتمالِ یادآوریِ چیزی به ۹۰٪ برسد. هرچه بیشتر، محکم‌تر.</translation>
    </message>
    <message>
        <source>Can the predictions be trusted?</source>
        <extracomment>Statistics chart: the recall the memory model predicted against the share of answers actually recalled.</extracomment>
        <translation>آیا می‌شود به پیش‌بینی‌ها اعتماد کرد؟</translation>
    </message>
    <message>
        <source>Your answers on a later day, grouped by the recall the model predicted just before them (under each group, how many). Bar: the share you recalled; dot: what the model predicted. Where bars reach their dots, the sky&apos;s brightness can be trusted. %1</source>
        <extracomment>Under the calibration chart: how to read it. %1 the sentence of the whole.</extracomment>
        <translation>پاسخ‌هایی که در روزی دیرتر دادید، دسته‌بندی‌شده بر پایهٔ احتمالِ یادآوری‌ای که مدل بلافاصله پیش از آن‌ها پیش‌بینی کرده بود (زیرِ هر دسته، شمارِ پاسخ‌ها). ستون: سهمی که به یاد آوردید؛ نقطه: آن‌چه مدل پیش‌بینی کرده بود. هر جا ستون‌ها به نقطه‌هایشان برسند، روشناییِ آسمان قابلِ اعتماد است. %1</translation>
    </message>
</context>
<context>
    <name>TeacherChartsRow</name>
    <message>
        <source>Class answers per week</source>
        <extracomment>Teacher view chart over a long period: the whole class&apos;s answers in each week.</extracomment>
        <translation>پاسخ‌های کلاس در هر هفته</translation>
    </message>
    <message>
        <source>Class answers per day</source>
        <extracomment>Teacher view chart: how many answers the whole class gave on each day of the period.</extracomment>
        <translation>پاسخ‌های کلاس در هر روز</translation>
    </message>
    <message>
        <source>Class mastery per lesson</source>
        <extracomment>Teacher view chart: for each lesson, the class&apos;s average recall now, in percent.</extracomment>
        <translation>تسلط کلاس در هر درس</translation>
    </message>
    <message>
        <source>Average recall now, in percent; lessons numbered as in the table</source>
        <extracomment>Under the teacher view&apos;s lesson chart: what the bars show and how lessons are named.</extracomment>
        <translation>میانگین یادآوری اکنون، به درصد؛ شمارهٔ درس‌ها همان شمارهٔ جدول است</translation>
    </message>
</context>
<context>
    <name>TeacherClassBar</name>
    <message>
        <source>Class</source>
        <extracomment>Label of the teacher view&apos;s class chooser.</extracomment>
        <translation>کلاس</translation>
    </message>
    <message>
        <source>Class: %1</source>
        <extracomment>Accessible name of the teacher view&apos;s class chooser; %1 is the class shown.</extracomment>
        <translation>کلاس: %1</translation>
    </message>
    <message>
        <source>New class…</source>
        <extracomment>Opens the dialog that creates a class in the teacher view.</extracomment>
        <translation>کلاسِ تازه…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <extracomment>Opens the dialog that renames the chosen class.</extracomment>
        <translation>تغییر نام…</translation>
    </message>
    <message>
        <source>Rename the class %1</source>
        <translation>تغییر نامِ کلاسِ %1</translation>
    </message>
    <message>
        <source>Restore</source>
        <extracomment>Makes an archived class usable again (imports, removing students).</extracomment>
        <translation>بازگرداندن</translation>
    </message>
    <message>
        <source>Archive</source>
        <extracomment>Archives the chosen class at the end of a term: it can still be read and reported, but no file is imported into it until it is restored.</extracomment>
        <translation>بایگانی</translation>
    </message>
    <message>
        <source>Restore the class %1</source>
        <translation>بازگرداندنِ کلاسِ %1</translation>
    </message>
    <message>
        <source>Archive the class %1</source>
        <translation>بایگانیِ کلاسِ %1</translation>
    </message>
</context>
<context>
    <name>TeacherClassNameDialog</name>
    <message>
        <source>Rename the class %1</source>
        <extracomment>Title of the dialog that renames the teacher&apos;s class; %1 is its name.</extracomment>
        <translation>تغییر نامِ کلاسِ %1</translation>
    </message>
    <message>
        <source>New class</source>
        <extracomment>Title of the dialog that creates a class (7A, 7B, ...) in the teacher view.</extracomment>
        <translation>کلاسِ تازه</translation>
    </message>
    <message>
        <source>Class name</source>
        <extracomment>Accessible name and hint of the field with a class&apos;s name.</extracomment>
        <translation>نامِ کلاس</translation>
    </message>
    <message>
        <source>Class name, e.g. 7A</source>
        <translation>نامِ کلاس، مثلاً «هفتم الف»</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Saves a class&apos;s name: creates the class, or renames it.</extracomment>
        <translation>تغییر نام</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>ساختن</translation>
    </message>
</context>
<context>
    <name>TeacherClassTable</name>
    <message>
        <source>Student</source>
        <extracomment>Column head of the class table.</extracomment>
        <translation>دانش‌آموز</translation>
    </message>
    <message>
        <source>Learned</source>
        <extracomment>Column head of the class table: questions learned of all.</extracomment>
        <translation>آموخته</translation>
    </message>
    <message>
        <source>Answers</source>
        <extracomment>Column head of the class table: answers given in the period.</extracomment>
        <translation>پاسخ‌ها</translation>
    </message>
    <message>
        <source>Last active</source>
        <extracomment>Column head of the class table: the day of the student&apos;s latest answer.</extracomment>
        <translation>آخرین فعالیت</translation>
    </message>
    <message>
        <source>Due now</source>
        <extracomment>Column head of the class table: questions due for review now.</extracomment>
        <translation>سررسیده</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Column head of the class table: time spent answering in the period.</extracomment>
        <translation>زمان</translation>
    </message>
    <message numerus="yes">
        <source>The class: %n student(s)</source>
        <extracomment>Heading of the class table: %n is the number of students.</extracomment>
        <translation>
            <numerusform>کلاس: %Ln دانش‌آموز</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove %1 from the class</source>
        <extracomment>Accessible name and tooltip of the button that removes a student from the class (undoable); %1 is the student&apos;s name.</extracomment>
        <translation>حذفِ %1 از کلاس</translation>
    </message>
    <message>
        <source>Flag students inactive for</source>
        <extracomment>Before a number field in the teacher view: students whose newest answer is this many days old are flagged.</extracomment>
        <translation>نشان‌دار کردنِ دانش‌آموزانی که</translation>
    </message>
    <message>
        <source>Days without an answer before a student is flagged</source>
        <extracomment>Accessible name of the number field: days without an answer before a student is flagged as inactive.</extracomment>
        <translation>چند روز بی‌پاسخ تا دانش‌آموز نشان‌دار شود</translation>
    </message>
    <message>
        <source>days</source>
        <extracomment>After the number field: &quot;Flag students inactive for [7] days&quot;.</extracomment>
        <translation>روز یا بیشتر پاسخی نداده‌اند</translation>
    </message>
    <message>
        <source>Columns:</source>
        <extracomment>Before the two buttons that choose the class table&apos;s columns.</extracomment>
        <translation>ستون‌ها:</translation>
    </message>
    <message>
        <source>Chapters</source>
        <extracomment>The class table shows one column per chapter.</extracomment>
        <translation>فصل‌ها</translation>
    </message>
    <message>
        <source>Lessons</source>
        <extracomment>The class table shows one column per lesson.</extracomment>
        <translation>درس‌ها</translation>
    </message>
    <message>
        <source>Open the detail of %1</source>
        <extracomment>Accessible name of a student&apos;s name in the class table: opens their detail; %1 is the name.</extracomment>
        <translation>نمایشِ جزئیاتِ %1</translation>
    </message>
</context>
<context>
    <name>TeacherComparison</name>
    <message>
        <source>This period: %1</source>
        <extracomment>Over the comparison: the chosen period&apos;s days, e.g. &quot;This period: 8 Mar 2026 – 14 Mar 2026&quot;.</extracomment>
        <translation>این بازه: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Over the comparison: the days it is compared with, e.g. &quot;The 7 days before: 1 Mar 2026 – 7 Mar 2026&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The class</source>
        <extracomment>Head of the comparison&apos;s class figures.</extracomment>
        <translation>کلاس</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>Head of the comparison&apos;s column of changes.</extracomment>
        <translation>تغییر</translation>
    </message>
    <message>
        <source>Student</source>
        <extracomment>Heads of the comparison&apos;s student rows.</extracomment>
        <translation>دانش‌آموز</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>پاسخ‌ها</translation>
    </message>
    <message>
        <source>Time studied</source>
        <translation>زمانِ مطالعه</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>تسلط</translation>
    </message>
    <message>
        <source>Note</source>
        <extracomment>Head of the column that says who went quiet or started.</extracomment>
        <translation>یادداشت</translation>
    </message>
    <message>
        <source>Each cell: the period before → this period.</source>
        <extracomment>Under the heads of the comparison&apos;s student rows.</extracomment>
        <translation>هر خانه: بازهٔ پیشین ← این بازه.</translation>
    </message>
</context>
<context>
    <name>TeacherDayPicker</name>
    <message>
        <source>Pick the day on a calendar</source>
        <extracomment>Opens a calendar to pick the day of a date field in the teacher view.</extracomment>
        <translation>انتخاب روز در تقویم</translation>
    </message>
    <message>
        <source>Previous month</source>
        <extracomment>Turns the teacher view&apos;s calendar back a month.</extracomment>
        <translation>ماه قبل</translation>
    </message>
    <message>
        <source>Next month</source>
        <extracomment>Turns the teacher view&apos;s calendar on a month.</extracomment>
        <translation>ماه بعد</translation>
    </message>
</context>
<context>
    <name>TeacherEmptyState</name>
    <message>
        <source>No students yet</source>
        <extracomment>The teacher view before any progress file is imported.</extracomment>
        <translation>هنوز دانش‌آموزی نیست</translation>
    </message>
    <message>
        <source>Each student chooses “Export my progress” in the sky’s menu and gives you the file, on a USB stick or a shared folder. Put the files in one folder and choose “Import a folder…”, or tick the ones you want with “Import files…”. Nothing leaves this computer.</source>
        <translation>هر دانش‌آموز در منوی آسمان «خروجی پیشرفت من» را برمی‌گزیند و فایل را با یک فلش یا پوشهٔ مشترک به شما می‌دهد. فایل‌ها را در یک پوشه بگذارید و «وارد کردن یک پوشه…» را بزنید، یا با «وارد کردن فایل‌ها…» هر کدام را که می‌خواهید علامت بزنید. هیچ چیز از این رایانه بیرون نمی‌رود.</translation>
    </message>
</context>
<context>
    <name>TeacherFilesChooser</name>
    <message>
        <source>Students&apos; progress files</source>
        <extracomment>Title of the file chooser of the teacher view.</extracomment>
        <translation>فایل‌های پیشرفت دانش‌آموزان</translation>
    </message>
    <message>
        <source>Up</source>
        <extracomment>Goes to the folder that holds the one shown, in the file chooser.</extracomment>
        <translation>پوشهٔ بالاتر</translation>
    </message>
    <message>
        <source>Folder %1</source>
        <extracomment>Read by screen readers before the folder the file chooser shows.
----------
Read by screen readers for a folder in the file chooser.</extracomment>
        <translation>پوشهٔ %1</translation>
    </message>
    <message>
        <source>Files and folders</source>
        <extracomment>Read by screen readers for the list of the file chooser.</extracomment>
        <translation>فایل‌ها و پوشه‌ها</translation>
    </message>
    <message>
        <source>This folder is empty.</source>
        <extracomment>Shown in the file chooser for a folder that holds nothing.</extracomment>
        <translation>این پوشه خالی است.</translation>
    </message>
    <message>
        <source>Import</source>
        <extracomment>Imports the files ticked in the file chooser.</extracomment>
        <translation>وارد کردن</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Files chosen: %1</source>
        <extracomment>How many files are ticked in the file chooser; %1 is the number.</extracomment>
        <translation>فایل‌های انتخاب‌شده: %1</translation>
    </message>
</context>
<context>
    <name>TeacherImportButtons</name>
    <message>
        <source>Import a folder…</source>
        <extracomment>Opens a folder chooser; every progress file in the folder is imported.</extracomment>
        <translation>وارد کردن یک پوشه…</translation>
    </message>
    <message>
        <source>Import files…</source>
        <extracomment>Opens a file chooser for one or more students&apos; progress files.</extracomment>
        <translation>وارد کردن فایل‌ها…</translation>
    </message>
    <message>
        <source>Folder with the students&apos; progress files</source>
        <extracomment>Title of the folder chooser of the teacher view.</extracomment>
        <translation>پوشهٔ فایل‌های پیشرفت دانش‌آموزان</translation>
    </message>
    <message>
        <source>Import this folder</source>
        <extracomment>The button of the folder chooser: imports the folder it shows.</extracomment>
        <translation>وارد کردن این پوشه</translation>
    </message>
</context>
<context>
    <name>TeacherImportResults</name>
    <message numerus="yes">
        <source>Last import: %1 of %n file(s) merged</source>
        <extracomment>Heading over the list of files just imported; %1 is how many were merged, %n how many were offered.</extracomment>
        <translation>
            <numerusform>آخرین ورود: %1 از %Ln فایل افزوده شد</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherMarkDialog</name>
    <message>
        <source>Mark sheets</source>
        <extracomment>Title of the dialog that marks the answers written on worksheets.</extracomment>
        <translation>نمره‌دادن به کاربرگ‌ها</translation>
    </message>
    <message>
        <source>Open the key printed with the sheets (the file ending in -key.json), choose a student and type their answers as written. Each is read as the app reads an answer, so 84%, 0.84 and ۰٫۸۴ are the same.</source>
        <extracomment>Help at the top of the marking dialog.</extracomment>
        <translation>پاسخ‌نامه‌ای را که با کاربرگ‌ها چاپ شد باز کنید (فایلی که نامش با key.json تمام می‌شود)، دانش‌آموزی را برگزینید و پاسخ‌هایش را همان‌طور که روی کاربرگ نوشته شده وارد کنید. هر پاسخ همان‌گونه خوانده می‌شود که برنامه پاسخ‌ها را می‌خواند، پس ۸۴٪، ۰٫۸۴ و 0.84 یکی‌اند.</translation>
    </message>
    <message>
        <source>Open a key…</source>
        <extracomment>Opens a file chooser for a worksheet key (-key.json).</extracomment>
        <translation>باز کردن پاسخ‌نامه…</translation>
    </message>
    <message>
        <source>No key open yet</source>
        <extracomment>Beside &quot;Open a key…&quot; before a key is open.</extracomment>
        <translation>هنوز پاسخ‌نامه‌ای باز نشده است</translation>
    </message>
    <message>
        <source>Student</source>
        <extracomment>Label of the student chooser of the marking dialog.</extracomment>
        <translation>دانش‌آموز</translation>
    </message>
    <message>
        <source>Answer to question %1</source>
        <extracomment>Accessible name of the field for a written answer; %1 is its number.</extracomment>
        <translation>پاسخِ سؤالِ %1</translation>
    </message>
    <message>
        <source>Save the marks…</source>
        <extracomment>Saves the marks of every sheet marked so far as a CSV file.</extracomment>
        <translation>ذخیرهٔ نمره‌ها…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Mark</source>
        <extracomment>Marks the typed answers of one student&apos;s worksheet.</extracomment>
        <translation>نمره‌دادن</translation>
    </message>
    <message>
        <source>A worksheet key</source>
        <extracomment>Title of the file chooser that opens a worksheet key.</extracomment>
        <translation>پاسخ‌نامهٔ کاربرگ</translation>
    </message>
    <message>
        <source>Worksheet keys</source>
        <extracomment>File type filter of the worksheet key chooser.</extracomment>
        <translation>پاسخ‌نامه‌های کاربرگ</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>همهٔ فایل‌ها</translation>
    </message>
    <message>
        <source>Save the marks</source>
        <extracomment>Title of the save dialog for the marks.</extracomment>
        <translation>ذخیرهٔ نمره‌ها</translation>
    </message>
    <message>
        <source>Spreadsheet, CSV</source>
        <translation>صفحه‌گسترده، CSV</translation>
    </message>
</context>
<context>
    <name>TeacherMemoryModelCard</name>
    <message>
        <source>The class&apos;s memory model</source>
        <extracomment>Teacher view section: a memory model fitted to the class&apos;s answers.</extracomment>
        <translation>مدلِ حافظهٔ کلاس</translation>
    </message>
    <message>
        <source>Fitting adjusts the memory model&apos;s 21 parameters to how this class remembers. Written as the default, it sets the review dates of learners who have too few answers for a fit of their own.</source>
        <extracomment>Teacher view: what fitting a class model does and what it is for.</extracomment>
        <translation>برازش، ۲۱ پارامترِ مدلِ حافظه را با شیوه‌ای که این کلاس به خاطر می‌سپارد هماهنگ می‌کند. اگر به‌عنوانِ پیش‌فرض نوشته شود، روزهای مرورِ یادگیرندگانی را تعیین می‌کند که برای برازشِ ویژهٔ خودشان پاسخِ کافی ندارند.</translation>
    </message>
    <message>
        <source>Fit to the class&apos;s answers</source>
        <extracomment>Teacher view: fits the memory model to the class&apos;s answers.</extracomment>
        <translation>برازش با پاسخ‌های کلاس</translation>
    </message>
    <message>
        <source>Fitting</source>
        <extracomment>Accessible name of the spinner while the class&apos;s model is fitted.</extracomment>
        <translation>در حالِ برازش</translation>
    </message>
    <message>
        <source>Use for new learners</source>
        <extracomment>Teacher view: writes the class&apos;s model as the default of new learners.</extracomment>
        <translation>به کار بردن برای یادگیرندگانِ تازه</translation>
    </message>
    <message>
        <source>Writes the parameters into %1</source>
        <translation>پارامترها را در %1 می‌نویسد</translation>
    </message>
    <message>
        <source>Can the class&apos;s predictions be trusted?</source>
        <extracomment>Teacher view: the class&apos;s calibration with its fitted model.</extracomment>
        <translation>آیا می‌شود به پیش‌بینی‌های مدلِ کلاس اعتماد کرد؟</translation>
    </message>
    <message>
        <source>The class&apos;s answers on a later day, grouped by the recall the fitted model predicted (under each group, how many). Bar: the share recalled; dot: the prediction.</source>
        <extracomment>Under the class&apos;s calibration chart: how to read it.</extracomment>
        <translation>پاسخ‌های کلاس در روزهای بعد، دسته‌بندی‌شده بر پایهٔ احتمالِ یادآوری‌ای که مدلِ برازش‌شده پیش‌بینی کرد (زیرِ هر دسته، شمارِ پاسخ‌ها). ستون: سهمِ پاسخ‌هایی که به یاد آورده شدند؛ نقطه: پیش‌بینی.</translation>
    </message>
</context>
<context>
    <name>TeacherPage</name>
    <message>
        <source>Sky</source>
        <extracomment>Leaves the teacher view for the sky. The arrow points back (mirrored in Persian).</extracomment>
        <translation>آسمان</translation>
    </message>
    <message>
        <source>Back to the sky</source>
        <translation>بازگشت به آسمان</translation>
    </message>
    <message>
        <source>Teacher view</source>
        <extracomment>Title of the teacher&apos;s page: the class merged from students&apos; progress files.</extracomment>
        <translation>نمای معلم</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Puts back the student the teacher just removed (also Ctrl+Z).</extracomment>
        <translation>واگرد</translation>
    </message>
    <message>
        <source>Print worksheets…</source>
        <extracomment>Opens the dialog that prints worksheets with fresh numbers for each student.</extracomment>
        <translation>چاپ کاربرگ…</translation>
    </message>
</context>
<context>
    <name>TeacherPeriodChooser</name>
    <message>
        <source>Answers from</source>
        <extracomment>Before the choice of period in the teacher view.</extracomment>
        <translation>پاسخ‌های</translation>
    </message>
    <message>
        <source>all time</source>
        <extracomment>Period choice of the teacher view: every answer ever given.</extracomment>
        <translation>همهٔ زمان‌ها</translation>
    </message>
    <message>
        <source>the last 30 days</source>
        <extracomment>Period choice of the teacher view.</extracomment>
        <translation>۳۰ روز گذشته</translation>
    </message>
    <message>
        <source>the last 7 days</source>
        <extracomment>Period choice of the teacher view.</extracomment>
        <translation>۷ روز گذشته</translation>
    </message>
    <message>
        <source>or the days from</source>
        <extracomment>Before the first of the two date fields of the teacher view (&quot;from [day] to [day]&quot;).</extracomment>
        <translation>یا از</translation>
    </message>
    <message>
        <source>the first answer</source>
        <extracomment>Placeholder of the teacher view&apos;s &quot;from&quot; date field when the period has no start.</extracomment>
        <translation>نخستین پاسخ</translation>
    </message>
    <message>
        <source>First day of the period</source>
        <extracomment>Accessible name of the teacher view&apos;s first date field.</extracomment>
        <translation>نخستین روز بازه</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>Between the two date fields of the teacher view (&quot;from [day] to [day]&quot;).</extracomment>
        <translation>تا</translation>
    </message>
    <message>
        <source>today</source>
        <extracomment>Placeholder of the teacher view&apos;s &quot;to&quot; date field when the period runs up to now.</extracomment>
        <translation>امروز</translation>
    </message>
    <message>
        <source>Last day of the period</source>
        <extracomment>Accessible name of the teacher view&apos;s second date field.</extracomment>
        <translation>آخرین روز بازه</translation>
    </message>
    <message>
        <source>Show</source>
        <extracomment>Applies the days typed into the teacher view&apos;s date fields.</extracomment>
        <translation>نمایش</translation>
    </message>
</context>
<context>
    <name>TeacherRosterDialog</name>
    <message>
        <source>Roster of %1</source>
        <extracomment>Title of the roster editor; %1 is the class.</extracomment>
        <translation>فهرست کلاس %1</translation>
    </message>
    <message>
        <source>One name per line, as the students write it in Astrolabe. Letter case, accents and the order of first and last name do not matter.</source>
        <extracomment>Help above the roster editor.</extracomment>
        <translation>در هر سطر یک نام، همان‌گونه که دانش‌آموز آن را در اسطرلاب نوشته است. بزرگی و کوچکی حروف، نشانه‌های روی حروف و جای نام و نام خانوادگی اهمیتی ندارد.</translation>
    </message>
    <message>
        <source>Expected students, one name per line</source>
        <extracomment>Accessible name of the roster editor.</extracomment>
        <translation>دانش‌آموزان مورد انتظار، در هر سطر یک نام</translation>
    </message>
    <message>
        <source>Sara Ahmadi
Reza Karimi
…</source>
        <extracomment>Placeholder of the empty roster editor.</extracomment>
        <translation>سارا احمدی
رضا کریمی
…</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s)</source>
        <extracomment>Under the roster editor: how many names it holds.</extracomment>
        <translation>
            <numerusform>%Ln نام</numerusform>
        </translation>
    </message>
    <message>
        <source>Read a file…</source>
        <extracomment>Reads the roster&apos;s names from a CSV or text file into the editor.</extracomment>
        <translation>خواندن از یک فایل…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Saves the roster typed in the editor.</extracomment>
        <translation>ذخیره</translation>
    </message>
    <message>
        <source>A list of the students&apos; names</source>
        <extracomment>Title of the file chooser that reads a roster.</extracomment>
        <translation>فهرست نام دانش‌آموزان</translation>
    </message>
    <message>
        <source>Lists of names</source>
        <extracomment>File type filter of the roster file chooser.</extracomment>
        <translation>فهرست‌های نام</translation>
    </message>
    <message>
        <source>All files</source>
        <extracomment>File type filter of the roster file chooser.</extracomment>
        <translation>همهٔ فایل‌ها</translation>
    </message>
</context>
<context>
    <name>TeacherRosterPanel</name>
    <message>
        <source>Undo</source>
        <extracomment>Puts back the roster as it was before the last save.</extracomment>
        <translation>واگرد</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <extracomment>Accessible name of the roster&apos;s Undo button; %1 says what is undone.</extracomment>
        <translation>واگرد: %1</translation>
    </message>
    <message>
        <source>Edit the roster…</source>
        <extracomment>Opens the editor of the class&apos;s roster (the expected students&apos; names).</extracomment>
        <translation>ویرایش فهرست کلاس…</translation>
    </message>
    <message>
        <source>Add a roster…</source>
        <extracomment>Opens the editor of a roster for a class that has none yet.</extracomment>
        <translation>افزودن فهرست کلاس…</translation>
    </message>
</context>
<context>
    <name>TeacherSortHead</name>
    <message>
        <source>Sort by %1</source>
        <extracomment>Accessible name of a class table column head; %1 is the column (&quot;Answers&quot;).</extracomment>
        <translation>مرتب‌سازی بر پایهٔ %1</translation>
    </message>
    <message>
        <source>sorted, largest first</source>
        <extracomment>A column head&apos;s state, read by a screen reader.</extracomment>
        <translation>مرتب، بزرگ‌ترین اول</translation>
    </message>
    <message>
        <source>sorted, smallest first</source>
        <extracomment>A column head&apos;s state, read by a screen reader.</extracomment>
        <translation>مرتب، کوچک‌ترین اول</translation>
    </message>
</context>
<context>
    <name>TeacherStruggleList</name>
    <message>
        <source>Where the class struggles</source>
        <extracomment>Heading of the teacher view&apos;s list of the hardest questions for the class.</extracomment>
        <translation>جایی که کلاس دشواری دارد</translation>
    </message>
    <message>
        <source>No answers in this period.</source>
        <extracomment>Shown when no imported student has answered any question yet.</extracomment>
        <translation>در این بازه پاسخی نیست.</translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>Column head: where the question is (lesson and number).</extracomment>
        <translation>سؤال</translation>
    </message>
    <message>
        <source>Recall</source>
        <extracomment>Column head: the class&apos;s average recall of a question now.</extracomment>
        <translation>یادآوری</translation>
    </message>
    <message>
        <source>Lapses</source>
        <extracomment>Column head: how often students forgot a question they had learned.</extracomment>
        <translation>فراموشی‌ها</translation>
    </message>
    <message>
        <source>Students</source>
        <extracomment>Column head: how many students have answered the question.</extracomment>
        <translation>دانش‌آموزان</translation>
    </message>
    <message>
        <source>First try</source>
        <extracomment>Column head: the share of students right the first time they met the question.</extracomment>
        <translation>نخستین تلاش</translation>
    </message>
    <message>
        <source>Most common wrong answers: %1</source>
        <extracomment>Under a hard question: the wrong answers the class gave most often, with how many times, e.g. &quot;Most common wrong answers: 0.25 (×3); 0.5 (×1)&quot;.</extracomment>
        <translation>رایج‌ترین پاسخ‌های نادرست: %1</translation>
    </message>
    <message>
        <source>Show the ten hardest questions</source>
        <extracomment>Under the list of hard questions: back to the ten hardest.</extracomment>
        <translation>نمایش ده سؤالِ دشوارتر</translation>
    </message>
    <message>
        <source>Show all %1 questions the class has answered</source>
        <extracomment>Under the list of hard questions: every question the class has answered; %1 is how many.</extracomment>
        <translation>نمایش همهٔ %1 سؤالی که کلاس به آن‌ها پاسخ داده است</translation>
    </message>
</context>
<context>
    <name>TeacherStudentView</name>
    <message>
        <source>Close</source>
        <extracomment>Closes a student&apos;s detail in the teacher view (also Escape).</extracomment>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Mastery per lesson</source>
        <extracomment>Heading in a student&apos;s detail: their mastery of each lesson.</extracomment>
        <translation>تسلط در هر درس</translation>
    </message>
    <message>
        <source>Answers per day, the last 30 days of the period</source>
        <extracomment>Heading in a student&apos;s detail: their answers on each of the last 30 days.</extracomment>
        <translation>پاسخ‌ها در هر روز، ۳۰ روزِ آخرِ دوره</translation>
    </message>
    <message>
        <source>The questions this student recalls worst</source>
        <extracomment>Heading in a student&apos;s detail: the questions they recall worst.</extracomment>
        <translation>سؤال‌هایی که این دانش‌آموز از همه بدتر به یاد می‌آورد</translation>
    </message>
    <message>
        <source>No question answered yet.</source>
        <extracomment>In a student&apos;s detail, when they have answered no question yet.</extracomment>
        <translation>هنوز به هیچ سؤالی پاسخ نداده است.</translation>
    </message>
    <message>
        <source>Last answers</source>
        <extracomment>Heading in a student&apos;s detail: their newest answers, right or wrong.</extracomment>
        <translation>آخرین پاسخ‌ها</translation>
    </message>
    <message>
        <source>No answers in the period.</source>
        <translation>در این دوره پاسخی نداده است.</translation>
    </message>
    <message>
        <source>right</source>
        <extracomment>A student&apos;s answer read aloud: right or wrong.</extracomment>
        <translation>درست</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>نادرست</translation>
    </message>
    <message>
        <source>Answered: %1</source>
        <extracomment>Under a question in a student&apos;s detail: what they answered.</extracomment>
        <translation>پاسخ: %1</translation>
    </message>
</context>
<context>
    <name>TeacherWorksheetDialog</name>
    <message>
        <source>Print worksheets</source>
        <extracomment>Title of the dialog that prints worksheets.</extracomment>
        <translation>چاپ کاربرگ</translation>
    </message>
    <message>
        <source>Each student gets the same questions with numbers of their own, so no two sheets share answers. The key, saved beside the sheets, gives each student&apos;s answers and worked steps.</source>
        <extracomment>Help at the top of the worksheet dialog.</extracomment>
        <translation>هر دانش‌آموز همان سؤال‌ها را با عددهای خودش می‌گیرد، پس پاسخ هیچ دو کاربرگی یکی نیست. پاسخ‌نامه، که کنار کاربرگ‌ها ذخیره می‌شود، پاسخ و راه‌حل گام‌به‌گام کاربرگ هر دانش‌آموز را دارد.</translation>
    </message>
    <message>
        <source>Lesson or chapter</source>
        <extracomment>Label of the worksheet&apos;s lesson or chapter chooser.</extracomment>
        <translation>درس یا فصل</translation>
    </message>
    <message>
        <source>Questions per sheet</source>
        <extracomment>Label of the number of questions on each worksheet.</extracomment>
        <translation>تعداد سؤال در هر کاربرگ</translation>
    </message>
    <message numerus="yes">
        <source>this part has %n question(s) with numbers</source>
        <extracomment>Beside the count: how many questions with numbers the lesson or chapter has.</extracomment>
        <translation>
            <numerusform>این بخش %Ln سؤال عددی دارد</numerusform>
        </translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Label of the worksheet&apos;s language chooser.</extracomment>
        <translation>زبان</translation>
    </message>
    <message>
        <source>Class</source>
        <extracomment>Label of the class name printed on the worksheets.</extracomment>
        <translation>کلاس</translation>
    </message>
    <message>
        <source>Class written on the sheets</source>
        <extracomment>Accessible name of the class name printed on the worksheets.</extracomment>
        <translation>کلاسی که روی کاربرگ‌ها نوشته می‌شود</translation>
    </message>
    <message>
        <source>Empty: a line to write it on</source>
        <extracomment>Placeholder of the class field: left empty, the sheets have a line for it.</extracomment>
        <translation>اگر خالی بماند، خطی برای نوشتن چاپ می‌شود</translation>
    </message>
    <message>
        <source>Students, one name per line</source>
        <extracomment>Label of the worksheet&apos;s list of student names.</extracomment>
        <translation>دانش‌آموزان، هر نام در یک سطر</translation>
    </message>
    <message>
        <source>Sara Ahmadi
Reza Karimi
…</source>
        <extracomment>Placeholder of the empty list of names.</extracomment>
        <translation>سارا احمدی
رضا کریمی
…</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <extracomment>Under the list of names: how many sheets will be printed.</extracomment>
        <translation>
            <numerusform>%Ln کاربرگ</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Print…</source>
        <extracomment>Asks where to save the worksheets, then writes them and the key.</extracomment>
        <translation>چاپ…</translation>
    </message>
    <message>
        <source>Save the worksheets</source>
        <extracomment>Title of the save dialog for worksheets.</extracomment>
        <translation>ذخیرهٔ کاربرگ‌ها</translation>
    </message>
    <message>
        <source>Worksheets, PDF</source>
        <extracomment>File type filter of the worksheets&apos; save dialog.</extracomment>
        <translation>کاربرگ، PDF</translation>
    </message>
    <message>
        <source>Mark sheets…</source>
        <extracomment>Opens the dialog that marks the answers written on printed worksheets.</extracomment>
        <translation>نمره‌دادن به کاربرگ‌ها…</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <extracomment>After worksheets were saved: opens the folder they were saved in.</extracomment>
        <translation>نمایش در پوشه</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>باشه</translation>
    </message>
</context>
<context>
    <name>WatchDiagram</name>
    <message>
        <source>query</source>
        <translation>پرس‌وجو</translation>
    </message>
    <message>
        <source>key</source>
        <translation>کلید</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>وزن</translation>
    </message>
    <message>
        <source>value</source>
        <translation>مقدار</translation>
    </message>
    <message>
        <source>output</source>
        <translation>خروجی</translation>
    </message>
</context>
<context>
    <name>WatchPanel</name>
    <message>
        <source>Inputs</source>
        <translation>ورودی‌ها</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>مقایسه</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>امتیازها</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>مقیاس‌بندی</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>ماسک</translation>
    </message>
    <message>
        <source>Softmax</source>
        <translation>سافت‌مکس</translation>
    </message>
    <message>
        <source>Blend</source>
        <translation>آمیختن</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>گام قبلی</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>پخش</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>گام بعدی</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>گام</translation>
    </message>
    <message>
        <source>Narration language: %1</source>
        <translation>زبان روایت: %1</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>Button: speak the walkthrough&apos;s captions with the computer&apos;s voice.</extracomment>
        <translation>خواندن با صدا</translation>
    </message>
    <message>
        <source>Walkthrough: step %1 of %2, %3</source>
        <extracomment>The walkthrough panel, for screen readers: %1 the step, %2 the steps, %3 the stage.</extracomment>
        <translation>نمایش گام‌به‌گام: گام %1 از %2، %3</translation>
    </message>
    <message>
        <source>Space plays or pauses, the arrow keys step, Home and End go to the first and last step.</source>
        <extracomment>How the walkthrough panel is used by keyboard (for screen readers).</extracomment>
        <translation>کلیدِ فاصله پخش یا مکث می‌کند، کلیدهای جهت‌نما یک گام جلو یا عقب می‌روند، Home و End به گامِ اول و آخر می‌روند.</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <extracomment>Said at each step of the walkthrough: %1 the step, %2 the steps, %3 the caption.</extracomment>
        <translation>گام %1 از %2: %3</translation>
    </message>
</context>
<context>
    <name>astrolabe::CalibrationLists</name>
    <message>
        <source>%1–%2</source>
        <extracomment>Calibration chart: a bin of predicted recall, from %1 to %2 percent.</extracomment>
        <translation>%1–%2</translation>
    </message>
</context>
<context>
    <name>astrolabe::CorpusFilter</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>How many propositions the corpus search and chapter filter leave, of all of them: &quot;3 of 25&quot;.</extracomment>
        <translation>%1 از %2</translation>
    </message>
    <message>
        <source>Chapter %1 has no propositions yet.</source>
        <extracomment>The corpus list when the chosen chapter has no propositions; %1 is its numeral.</extracomment>
        <translation>فصلِ %1 هنوز گزاره‌ای ندارد.</translation>
    </message>
    <message>
        <source>No proposition matches “%1”: try fewer words, or a number such as 12.</source>
        <extracomment>The corpus list when nothing matches the search; %1 is what the learner typed.</extracomment>
        <translation>گزاره‌ای برای «%1» پیدا نشد: واژه‌های کمتری بنویسید، یا شماره‌ای مثلِ ۱۲.</translation>
    </message>
    <message>
        <source>No proposition in chapter %2 matches “%1”; try all chapters.</source>
        <extracomment>The corpus list when nothing in the chosen chapter matches; %1 is what the learner typed, %2 the chapter&apos;s numeral.</extracomment>
        <translation>در فصلِ %2 گزاره‌ای برای «%1» پیدا نشد؛ همهٔ فصل‌ها را بگردید.</translation>
    </message>
    <message>
        <source>All chapters</source>
        <extracomment>The corpus&apos;s chapter filter: the entry that shows every chapter.</extracomment>
        <translation>همهٔ فصل‌ها</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>An entry of the corpus&apos;s chapter filter: the chapter&apos;s numeral and title.</extracomment>
        <translation>فصلِ %1 — %2</translation>
    </message>
</context>
<context>
    <name>astrolabe::CostTimer</name>
    <message>
        <source>n = %1: %2 ms</source>
        <extracomment>One timed length of the cost figure: &quot;n = 2,048: 43 ms&quot;.</extracomment>
        <translation>⁦‎n = %1‎⁩: %2 میلی‌ثانیه</translation>
    </message>
    <message>
        <source>Timing n = %1 …</source>
        <extracomment>While the cost figure times the attention core at one length.</extracomment>
        <translation>زمان‌سنجیِ ⁦‎n = %1‎⁩ …</translation>
    </message>
    <message>
        <source>Not timed yet.</source>
        <translation>هنوز زمان‌سنجی نشده است.</translation>
    </message>
    <message>
        <source>From n = %1 to n = %2 the time grew %3 times; the square law predicts %4.</source>
        <extracomment>After the cost figure&apos;s timing. %1, %2: lengths; %3: measured ratio of the times; %4: the ratio n^2 predicts.</extracomment>
        <translation>از ⁦‎n = %1‎⁩ تا ⁦‎n = %2‎⁩ زمان %3 برابر شد؛ قانونِ مجذور %4 برابر پیش‌بینی می‌کند.</translation>
    </message>
</context>
<context>
    <name>astrolabe::FigureData</name>
    <message>
        <source>score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>وزن</translation>
    </message>
    <message>
        <source>key</source>
        <translation>کلید</translation>
    </message>
    <message>
        <source>q · k = %1</source>
        <translation>q · k = %1</translation>
    </message>
    <message>
        <source>query</source>
        <translation>پرس‌وجو</translation>
    </message>
    <message>
        <source>Scores are not divided by √d here.</source>
        <translation>این‌جا امتیازها بر ⁦‎√d‎⁩ تقسیم نمی‌شوند.</translation>
    </message>
    <message>
        <source>Temperature T = %1</source>
        <translation>دمای ⁦‎T = %1‎⁩</translation>
    </message>
    <message>
        <source>Query q = %1</source>
        <translation>پرس‌وجوی ⁦‎q = %1‎⁩</translation>
    </message>
    <message>
        <source>Output Σ wᵢ vᵢ = %1.</source>
        <translation>خروجی ⁦‎Σ wᵢ vᵢ = %1‎⁩.</translation>
    </message>
    <message>
        <source>Hatched cells are masked: a query never looks at a later key, so their weight is 0.</source>
        <translation>خانه‌های هاشورخورده ماسک‌شده‌اند: هیچ پرس‌وجویی به کلیدهای بعد از خودش نگاه نمی‌کند، پس وزن آن‌ها ۰ است.</translation>
    </message>
    <message>
        <source>Without scaling</source>
        <translation>بدون مقیاس‌بندی</translation>
    </message>
    <message>
        <source>Order %1</source>
        <translation>ترتیب %1</translation>
    </message>
    <message>
        <source>Output in the first order %1, in the second %2.</source>
        <translation>خروجی در ترتیب اول %1 و در ترتیب دوم %2 است.</translation>
    </message>
    <message>
        <source>position</source>
        <translation>موقعیت</translation>
    </message>
    <message>
        <source>column</source>
        <translation>ستون</translation>
    </message>
    <message>
        <source>Head %1 · columns %2–%3</source>
        <translation>سرِ توجهِ %1، ستون‌های %2 تا %3</translation>
    </message>
    <message>
        <source>length</source>
        <translation>طول</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>مقایسه‌ها</translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
    <message>
        <source>a grid of %1 by %2</source>
        <translation>جدولی %1 در %2</translation>
    </message>
    <message>
        <source>Scores divided by %1 before the softmax.</source>
        <extracomment>%1 is a formula such as &quot;√16 = 4&quot;, always in Latin digits</extracomment>
        <translation>امتیازها پیش از سافت‌مکس بر %1 تقسیم شده‌اند.</translation>
    </message>
    <message>
        <source>Divided by %1</source>
        <extracomment>%1 is a formula such as &quot;√16 = 4&quot;, always in Latin digits</extracomment>
        <translation>تقسیم بر %1</translation>
    </message>
    <message>
        <source>Separate matrices: %1</source>
        <translation>دو ماتریسِ جدا: %1</translation>
    </message>
    <message>
        <source>One matrix for both: %1</source>
        <translation>یک ماتریس برای هر دو: %1</translation>
    </message>
    <message>
        <source>Raw scores, before dividing by √d and before the softmax. With one matrix for both, the score of i for j equals that of j for i.</source>
        <translation>امتیازهای خام، پیش از تقسیم بر ⁦‎√d‎⁩ و پیش از سافت‌مکس. با یک ماتریس برای هر دو، امتیازِ ⁦‎i‎⁩ برای ⁦‎j‎⁩ با امتیازِ ⁦‎j‎⁩ برای ⁦‎i‎⁩ برابر است.</translation>
    </message>
    <message>
        <source>The times are measured on this computer when you start the timing.</source>
        <translation>زمان‌ها وقتی زمان‌سنجی را آغاز کنید روی همین رایانه اندازه گرفته می‌شوند.</translation>
    </message>
    <message>
        <source>Query %1 at position m, key %2 at position n</source>
        <translation>پرس‌وجوی %1 در موقعیتِ m، کلیدِ %2 در موقعیتِ n</translation>
    </message>
    <message>
        <source>query position m</source>
        <translation>موقعیتِ پرس‌وجو، m</translation>
    </message>
    <message>
        <source>key position n</source>
        <translation>موقعیتِ کلید، n</translation>
    </message>
    <message>
        <source>Raw scores after rotary embedding, before dividing by √d. Every diagonal, one offset n − m, holds a single score; on the main diagonal it is the plain dot product q · k.</source>
        <translation>امتیازهای خام پس از جاسازیِ چرخشی، پیش از تقسیم بر ⁦‎√d‎⁩. هر قطر، یعنی یک فاصلهٔ ⁦‎n − m‎⁩، فقط یک امتیاز دارد؛ روی قطرِ اصلی همان ضرب داخلیِ سادهٔ ⁦‎q · k‎⁩ است.</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>لایه‌ها</translation>
    </message>
    <message>
        <source>positions seen</source>
        <translation>موقعیت‌های دیده‌شده</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>⁦‎L = %1‎⁩</translation>
    </message>
    <message>
        <source>Kernel width %1, no dilation</source>
        <translation>اندازهٔ کرنلِ %1، بی‌اتساع</translation>
    </message>
    <message>
        <source>Kernel width %1, dilations 1, %2, %3, …</source>
        <translation>اندازهٔ کرنلِ %1، اتساع‌های ۱، %2، %3، …</translation>
    </message>
    <message>
        <source>γ = %1</source>
        <translation>⁦‎γ = %1‎⁩</translation>
    </message>
    <message>
        <source>step</source>
        <translation>گام</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>کران</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>⁦‎t = %1‎⁩</translation>
    </message>
</context>
<context>
    <name>astrolabe::FileChoice</name>
    <message>
        <source>Astrolabe cannot show its file dialog because a part of Qt is not installed: install the package %1 and start Astrolabe again.</source>
        <extracomment>Shown instead of a file dialog when a Qt module is missing; %1 is the Debian package.</extracomment>
        <translation>اسطرلاب نمی‌تواند پنجرهٔ انتخاب فایل را نشان دهد، چون بخشی از Qt نصب نشده است: بستهٔ %1 را نصب کنید و اسطرلاب را دوباره باز کنید.</translation>
    </message>
    <message>
        <source>A file named %1 already exists. Replace it?</source>
        <extracomment>Asked before a save replaces a file; %1 is the file&apos;s name.</extracomment>
        <translation>فایلی به نام %1 از قبل هست. جایگزین شود؟</translation>
    </message>
</context>
<context>
    <name>astrolabe::LabSettings</name>
    <message>
        <source>The settings file %1 could not be written.</source>
        <translation>فایل تنظیمات %1 نوشته نشد.</translation>
    </message>
    <message>
        <source>Lab mode is on for this computer in %1; only its administrator can turn it off.</source>
        <extracomment>%1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.</extracomment>
        <translation>حالت آزمایشگاه برای این رایانه در ⁦%1⁩ روشن شده است؛ فقط مسئول رایانه‌ها می‌تواند آن را خاموش کند.</translation>
    </message>
    <message>
        <source>Lab mode needs a teacher PIN: set one first.</source>
        <translation>حالت آزمایشگاه به رمز معلم نیاز دارد: نخست رمزی تعیین کنید.</translation>
    </message>
</context>
<context>
    <name>astrolabe::LessonProgress</name>
    <message>
        <source>Due for review now: %1.</source>
        <extracomment>Follows &quot;You have learned all 8 questions…&quot;: how many want a review now.</extracomment>
        <translation>وقت مرورِ %1 سؤال رسیده است.</translation>
    </message>
    <message>
        <source>The first comes back for review later today.</source>
        <extracomment>Follows &quot;You have learned all 8 questions…&quot;: some come back within the day.</extracomment>
        <translation>نخستینِ آن‌ها امروز، کمی بعد، برای مرور برمی‌گردد.</translation>
    </message>
    <message>
        <source>The first comes back for review on %1.</source>
        <extracomment>Follows &quot;You have learned all 8 questions…&quot;: the day the first comes back.</extracomment>
        <translation>نخستینِ آن‌ها %1 برای مرور برمی‌گردد.</translation>
    </message>
    <message numerus="yes">
        <source>You have learned %1 of %n question(s). Not yet answered: %2.</source>
        <extracomment>The lesson page after some answers: %1 learned of %n; %2 never answered yet.</extracomment>
        <translation>
            <numerusform>%1 از %Ln سؤال را یاد گرفته‌اید. هنوز بی‌پاسخ: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have learned all %n question(s) of this lesson.</source>
        <extracomment>The lesson page once every question has been answered at least once.</extracomment>
        <translation>
            <numerusform>هر %Ln سؤال این درس را یاد گرفته‌اید.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::MemoryModelSettings</name>
    <message>
        <source>The memory model uses FSRS-6&apos;s default parameters, the same for every learner.</source>
        <extracomment>Settings → Memory: which parameters the memory model uses.</extracomment>
        <translation>مدلِ حافظه پارامترهای پیش‌فرضِ ⁦‎FSRS-6‎⁩ را به کار می‌برد که برای همهٔ یادگیرندگان یکسان است.</translation>
    </message>
    <message>
        <source>The memory model uses parameters fitted to your own answers on %1.</source>
        <translation>مدلِ حافظه پارامترهایی را به کار می‌برد که در %1 با پاسخ‌های خودتان برازش شده‌اند.</translation>
    </message>
    <message>
        <source>The memory model uses parameters of its own.</source>
        <translation>مدلِ حافظه پارامترهای ویژهٔ خودش را به کار می‌برد.</translation>
    </message>
    <message>
        <source>How well each predicted your answers (lower is better): FSRS-6&apos;s defaults, log loss %1 and RMSE %2; fitted, log loss %3 and RMSE %4. Fitted on %5 to %6 answers.</source>
        <extracomment>Settings → Memory: how well the defaults and the fit predicted the learner&apos;s answers. Log loss and RMSE: lower is better. %5 the date, %6 how many answers (those given on a later day than the one before, as in &quot;%1 of your answers will be used&quot;).</extracomment>
        <translation>هر کدام پاسخ‌های شما را چه‌قدر خوب پیش‌بینی کرد (کمتر بهتر است): پیش‌فرض‌های ⁦‎FSRS-6‎⁩، زیانِ لگاریتمی %1 و ⁦‎RMSE‎⁩ %2؛ برازش‌شده، زیانِ لگاریتمی %3 و ⁦‎RMSE‎⁩ %4. برازش در %5 با %6 پاسخ انجام شد.</translation>
    </message>
    <message>
        <source>desired retention from %1 to %2</source>
        <extracomment>A line of the memory model&apos;s history: %1 and %2 the retention before and after.</extracomment>
        <translation>یادسپاریِ هدف از %1 به %2</translation>
    </message>
    <message>
        <source>parameters fitted to your answers (log loss from %1 to %2)</source>
        <translation>پارامترها با پاسخ‌های شما برازش شدند (زیانِ لگاریتمی از %1 به %2)</translation>
    </message>
    <message>
        <source>parameters fitted to your answers</source>
        <translation>پارامترها با پاسخ‌های شما برازش شدند</translation>
    </message>
    <message>
        <source>back to FSRS-6&apos;s default parameters</source>
        <translation>بازگشت به پارامترهای پیش‌فرضِ ⁦‎FSRS-6‎⁩</translation>
    </message>
    <message>
        <source>your class&apos;s parameters</source>
        <translation>پارامترهای کلاسِ شما</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of the memory model&apos;s history: %1 the date, %2 what changed.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Fitting needs at least %1 answers given on a later day than the answer before them to the same question; you have %2 so far.</source>
        <extracomment>Settings → Memory, why &quot;Fit to my answers&quot; cannot be pressed yet.</extracomment>
        <translation>برازش دست‌کم به %1 پاسخ نیاز دارد که هر کدام در روزی دیرتر از پاسخِ پیشین به همان سؤال داده شده باشد؛ شما تا اکنون %2 پاسخ از این دست دارید.</translation>
    </message>
    <message>
        <source>%1 of your answers can be used: enough to fit how long a first answer lasts; the other parameters need %2.</source>
        <translation>%1 پاسخ از پاسخ‌های شما قابلِ استفاده است: برای برازشِ مدتِ ماندگاریِ نخستین پاسخ کافی است؛ پارامترهای دیگر %2 پاسخ لازم دارند.</translation>
    </message>
    <message>
        <source>%1 of your answers will be used.</source>
        <translation>%1 پاسخ از پاسخ‌های شما به کار می‌رود.</translation>
    </message>
    <message>
        <source>At %1: about %2 answers over the next year (%3 a day), and %4 of your %5 questions remembered a year from now.</source>
        <extracomment>Settings → Memory, under the chart: %1 the retention tried, %2 answers in the year, %3 answers a day on average, %4 questions remembered in a year, %5 questions in the course.</extracomment>
        <translation>با %1: حدودِ %2 پاسخ در یک سالِ آینده (%3 پاسخ در روز)، و %4 سؤال از %5 سؤالِ شما که یک سال بعد هنوز به یاد می‌مانند.</translation>
    </message>
    <message>
        <source>Desired retention set to %1: every review date follows it now.</source>
        <extracomment>Settings → Memory, after the retention changed: %1 the new one.</extracomment>
        <translation>یادسپاریِ هدف %1 شد: از این پس همهٔ روزهای مرور از آن پیروی می‌کنند.</translation>
    </message>
    <message>
        <source>Fitting the parameters to your answers…</source>
        <extracomment>Settings → Memory, while the fit runs.</extracomment>
        <translation>در حالِ برازشِ پارامترها با پاسخ‌های شما…</translation>
    </message>
    <message>
        <source>The parameters could not be fitted: there are too few answers on later days. Nothing was changed.</source>
        <extracomment>Settings → Memory, when the fit could not be made.</extracomment>
        <translation>پارامترها برازش نشدند: پاسخ‌های داده‌شده در روزهای بعد کافی نیستند. چیزی تغییر نکرد.</translation>
    </message>
    <message>
        <source>Fitted to your answers: the log loss went from %1 with the defaults to %2 (lower is better). Undo brings the previous parameters back.</source>
        <extracomment>Settings → Memory, after a fit: %1 and %2 the log loss before and after (lower is better).</extracomment>
        <translation>با پاسخ‌های شما برازش شد: زیانِ لگاریتمی از %1 با پیش‌فرض‌ها به %2 رسید (کمتر بهتر است). واگرد پارامترهای پیشین را برمی‌گرداند.</translation>
    </message>
    <message>
        <source>The memory model already uses FSRS-6&apos;s default parameters.</source>
        <translation>مدلِ حافظه هم‌اکنون پارامترهای پیش‌فرضِ ⁦‎FSRS-6‎⁩ را به کار می‌برد.</translation>
    </message>
    <message>
        <source>Back to FSRS-6&apos;s default parameters. Undo brings yours back.</source>
        <translation>بازگشت به پارامترهای پیش‌فرضِ ⁦‎FSRS-6‎⁩. واگرد پارامترهای خودتان را برمی‌گرداند.</translation>
    </message>
    <message>
        <source>The last change was undone.</source>
        <extracomment>Settings → Memory, after Undo.</extracomment>
        <translation>آخرین تغییر برگردانده شد.</translation>
    </message>
    <message>
        <source>The memory model uses your class&apos;s parameters, set by your teacher and taken on %1, until you have enough answers to fit your own.</source>
        <extracomment>Settings → Memory: the lab&apos;s class parameters were taken on %1 (a date).</extracomment>
        <translation>مدلِ حافظه پارامترهای کلاسِ شما را به کار می‌برد که معلم‌تان تعیین کرده و در %1 گرفته شده‌اند، تا وقتی که پاسخ‌های کافی برای برازشِ پارامترهای خودتان داشته باشید.</translation>
    </message>
    <message>
        <source>The parameters could not be fitted: every answer so far was rated %1, so your answers show nothing of how you forget. Nothing was changed.</source>
        <extracomment>Settings → Memory, when every answer had the same memory rating; %1 its name (Again, Hard, Good or Easy, as the quiz shows it).</extracomment>
        <translation>پارامترها برازش نشدند: همهٔ پاسخ‌های شما تاکنون ارزیابیِ «%1» گرفته‌اند، پس چیزی از چگونگیِ فراموش کردنِ شما نشان نمی‌دهند. چیزی تغییر نکرد.</translation>
    </message>
</context>
<context>
    <name>astrolabe::NextStep</name>
    <message>
        <source>Review %1 due</source>
        <extracomment>The sky&apos;s main button: starts a review session of the questions due now.</extracomment>
        <translation>مرور %1 سؤال</translation>
    </message>
    <message>
        <source>Start lesson %1</source>
        <extracomment>The sky&apos;s main button: opens the first lesson not yet begun (its number in the course).</extracomment>
        <translation>شروع درس %1</translation>
    </message>
    <message>
        <source>Continue lesson %1</source>
        <extracomment>The sky&apos;s main button: opens the questions of a lesson begun but not finished.</extracomment>
        <translation>ادامهٔ درس %1</translation>
    </message>
    <message>
        <source>Next review later today</source>
        <extracomment>The sky&apos;s main button when every lesson is learned and nothing is due yet.</extracomment>
        <translation>مرور بعدی: امروز، کمی بعد</translation>
    </message>
    <message>
        <source>Next review on %1</source>
        <extracomment>The sky&apos;s main button when every lesson is learned: the day of the next review.</extracomment>
        <translation>مرور بعدی: %1</translation>
    </message>
    <message>
        <source>Start lesson %1, %2</source>
        <extracomment>Screen readers and tooltip: %1 the lesson&apos;s number in the course, %2 its title.</extracomment>
        <translation>شروع درس %1، %2</translation>
    </message>
    <message>
        <source>Continue lesson %1, %2: its questions not yet answered</source>
        <translation>ادامهٔ درس %1، %2: سؤال‌هایی که هنوز پاسخ نداده‌اید</translation>
    </message>
    <message>
        <source>Every lesson is learned and nothing is due. %1. Opens the course map.</source>
        <extracomment>Screen readers and tooltip: every lesson learned, nothing due; %1 is the text of the button (&quot;Next review on 12 Mar 2026&quot;).</extracomment>
        <translation>همهٔ درس‌ها را یاد گرفته‌اید و وقت مرور هیچ سؤالی نرسیده است. %1. نقشهٔ دوره را باز می‌کند.</translation>
    </message>
    <message numerus="yes">
        <source>Review the %n question(s) due now, lowest recall first</source>
        <extracomment>Screen readers and tooltip of the sky&apos;s main button.</extracomment>
        <translation>
            <numerusform>مرور %Ln سؤالی که وقت مرورشان رسیده، از کم‌یادترین</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::ProfileListModel</name>
    <message>
        <source>A profile needs a name.</source>
        <translation>نمایه به یک نام نیاز دارد.</translation>
    </message>
    <message>
        <source>There is already a profile named &quot;%1&quot;.</source>
        <translation>نمایه‌ای به نام «%1» از پیش هست.</translation>
    </message>
</context>
<context>
    <name>astrolabe::ProfileSwitcher</name>
    <message>
        <source>No profile is open.</source>
        <translation>هیچ نمایه‌ای باز نیست.</translation>
    </message>
    <message>
        <source>In lab mode a teacher renames profiles.</source>
        <extracomment>The welcome&apos;s name field in lab mode, where only a teacher renames profiles.</extracomment>
        <translation>در حالت آزمایشگاه، تغییر نام نمایه‌ها با معلم است.</translation>
    </message>
</context>
<context>
    <name>astrolabe::ProgressExporter</name>
    <message>
        <source>No profile is open, so there is no progress to export.</source>
        <translation>هیچ نمایه‌ای باز نیست، پس پیشرفتی برای خروجی‌گرفتن نیست.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 with %n answer(s). Give this file to your teacher.</source>
        <extracomment>After exporting: %1 is the file name, %n the number of answers in it.</extracomment>
        <translation>
            <numerusform>%1 با %Ln پاسخ ذخیره شد. این فایل را به معلمتان بدهید.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::PropositionView</name>
    <message>
        <source>%1 (%2). %3.</source>
        <extracomment>A bibliographic source: authors, year, title (the title and venue are not translated).</extracomment>
        <translation>%1 (%2). %3.</translation>
    </message>
    <message>
        <source>Chapter %1, section %2, proposition %3 · %4 of %5 in the corpus</source>
        <extracomment>Where a proposition stands: its id read out (&quot;II.3.P01&quot; is chapter II, section 3, proposition 1), then its place in the whole corpus (&quot;43 of 86&quot;).</extracomment>
        <translation>فصل %1، بخش %2، گزارهٔ %3، %4 از %5 در مجموعهٔ گزاره‌ها</translation>
    </message>
</context>
<context>
    <name>astrolabe::QuestionText</name>
    <message>
        <source>A number, such as %1 or %2</source>
        <extracomment>Placeholder of the answer field; %1 and %2 are example numbers.</extracomment>
        <translation>یک عدد، مثلاً %1 یا %2</translation>
    </message>
    <message>
        <source>Numbers in order, such as %1</source>
        <extracomment>Placeholder of the answer field; %1 is an example list of numbers.</extracomment>
        <translation>عددها به ترتیب، مثلاً %1</translation>
    </message>
    <message>
        <source>A position from %1 to %2</source>
        <extracomment>Placeholder of the answer field; %1 and %2 are the first and last positions.</extracomment>
        <translation>یک موقعیت از %1 تا %2</translation>
    </message>
    <message>
        <source> · </source>
        <extracomment>Between a choice&apos;s number and its text (&quot;3 · Flatter&quot;). In Persian not a dot, which beside a Persian digit reads as a zero.</extracomment>
        <translation> — </translation>
    </message>
</context>
<context>
    <name>astrolabe::QuizFeedback</name>
    <message>
        <source>Saved — next review %1</source>
        <extracomment>After an answer: it is stored, and when the question comes back (&quot;in 3 days&quot;).</extracomment>
        <translation>ذخیره شد — مرور بعدی %1</translation>
    </message>
    <message>
        <source> · recall before this answer %1%</source>
        <extracomment>Appended to the saved line: the recall probability just before this answer.</extracomment>
        <translation>، یادآوری پیش از این پاسخ: %1٪</translation>
    </message>
</context>
<context>
    <name>astrolabe::QuizReviewText</name>
    <message>
        <source>Again</source>
        <extracomment>The memory rating of a wrong answer.</extracomment>
        <translation>دوباره</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>The memory rating of a right answer after a hint or a second try.</extracomment>
        <translation>سخت</translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>The memory rating of a right answer.</extracomment>
        <translation>خوب</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>The memory rating of a right answer given well within the target time.</extracomment>
        <translation>آسان</translation>
    </message>
    <message>
        <source>in a minute</source>
        <extracomment>When a question comes back; %1 is the number of minutes.</extracomment>
        <translation>یک دقیقهٔ دیگر</translation>
    </message>
    <message>
        <source>in %1 minutes</source>
        <translation>%1 دقیقهٔ دیگر</translation>
    </message>
    <message>
        <source>in an hour</source>
        <extracomment>When a question comes back; %1 is the number of hours.</extracomment>
        <translation>یک ساعت دیگر</translation>
    </message>
    <message>
        <source>in %1 hours</source>
        <translation>%1 ساعت دیگر</translation>
    </message>
    <message>
        <source>in a day</source>
        <extracomment>When a question comes back; %1 is the number of days.</extracomment>
        <translation>یک روز دیگر</translation>
    </message>
    <message>
        <source>in %1 days</source>
        <translation>%1 روز دیگر</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>A duration: %1 hours and %2 minutes.</extracomment>
        <translation>%1 ساعت و %2 دقیقه</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <extracomment>A duration: %1 minutes and %2 seconds.</extracomment>
        <translation>%1 دقیقه و %2 ثانیه</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds.</extracomment>
        <translation>%1 ثانیه</translation>
    </message>
    <message>
        <source>Again means the answer was wrong: the question comes back soon, to be learned again.</source>
        <extracomment>Under the feedback: what the rating Again means.</extracomment>
        <translation>«دوباره» یعنی پاسخ نادرست بود: سؤال به‌زودی برمی‌گردد تا دوباره یاد گرفته شود.</translation>
    </message>
    <message>
        <source>Hard means right, but after a hint or a second try: the next review comes sooner than after Good.</source>
        <extracomment>Under the feedback: what the rating Hard means.</extracomment>
        <translation>«سخت» یعنی درست، ولی با راهنما یا در تلاش دوم: مرورِ بعدی زودتر از «خوب» می‌آید.</translation>
    </message>
    <message>
        <source>Good means right: each Good answer makes the wait before the next review longer.</source>
        <extracomment>Under the feedback: what the rating Good means.</extracomment>
        <translation>«خوب» یعنی درست: هر پاسخِ «خوب» فاصلهٔ تا مرورِ بعدی را بیشتر می‌کند.</translation>
    </message>
    <message>
        <source>Easy means right in under half the expected time: the next review comes later than after Good.</source>
        <extracomment>Under the feedback: what the rating Easy means.</extracomment>
        <translation>«آسان» یعنی درست و در کمتر از نیمی از زمانِ پیش‌بینی‌شده: مرورِ بعدی دیرتر از «خوب» می‌آید.</translation>
    </message>
</context>
<context>
    <name>astrolabe::QuizSession</name>
    <message>
        <source>Review</source>
        <extracomment>The title of a quiz made of questions from several lessons.</extracomment>
        <translation>مرور</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Quiz progress: question %1 of %2.</extracomment>
        <translation>%1 از %2</translation>
    </message>
    <message>
        <source>There are no questions to ask here.</source>
        <extracomment>Shown when a quiz has no questions to ask (an unknown lesson).</extracomment>
        <translation>این‌جا سؤالی برای پرسیدن نیست.</translation>
    </message>
    <message>
        <source>No learner profile is open, so this answer cannot be saved.</source>
        <extracomment>Shown when an answer cannot be saved because no profile is open.</extracomment>
        <translation>هیچ نمایهٔ یادگیرنده‌ای باز نیست، پس این پاسخ ذخیره نمی‌شود.</translation>
    </message>
</context>
<context>
    <name>astrolabe::ReadBlockModel</name>
    <message>
        <source>Fig. %1</source>
        <translation>شکل %1</translation>
    </message>
</context>
<context>
    <name>astrolabe::ReportExporter</name>
    <message>
        <source>No learner is open, so there is nothing to report.</source>
        <translation>هیچ یادگیرنده‌ای باز نیست، پس گزارشی برای نوشتن نیست.</translation>
    </message>
    <message>
        <source>The class has no students yet: import their progress files first.</source>
        <translation>کلاس هنوز دانش‌آموزی ندارد: نخست فایل‌های پیشرفت دانش‌آموزان را وارد کنید.</translation>
    </message>
    <message>
        <source>The report is no longer at %1.</source>
        <extracomment>After &quot;Open the report&quot;: the report file is no longer where it was saved.</extracomment>
        <translation>گزارش دیگر در %1 نیست.</translation>
    </message>
    <message>
        <source>No program on this computer opens %1; open it from your file manager.</source>
        <extracomment>After &quot;Open the report&quot; or &quot;Show in folder&quot; found no program to open it; %1 is a path.</extracomment>
        <translation>هیچ برنامه‌ای در این رایانه %1 را باز نمی‌کند؛ آن را از مدیرِ فایل‌ها باز کنید.</translation>
    </message>
    <message>
        <source>That student is no longer in the class.</source>
        <extracomment>Writing one student&apos;s report found them no longer in the class.</extracomment>
        <translation>این دانش‌آموز دیگر در کلاس نیست.</translation>
    </message>
</context>
<context>
    <name>astrolabe::SkyModel</name>
    <message>
        <source>Today</source>
        <translation>امروز</translation>
    </message>
    <message>
        <source>%1 of %2 learned</source>
        <translation>%1 از %2 یاد گرفته شده</translation>
    </message>
    <message>
        <source>%1 due</source>
        <translation>%1 برای مرور</translation>
    </message>
    <message>
        <source>Not yet studied</source>
        <translation>هنوز مطالعه نشده</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>در حال یادگیری</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>یاد گرفته شده</translation>
    </message>
    <message>
        <source>Due for review</source>
        <translation>وقت مرورش رسیده</translation>
    </message>
    <message>
        <source> · </source>
        <extracomment>Between a lesson&apos;s learned and due counts. In Persian not a dot, which beside a Persian digit reads as a zero.</extracomment>
        <translation>، </translation>
    </message>
    <message>
        <source>Lesson not yet studied: open it to begin</source>
        <extracomment>In the tooltip of a star whose lesson has no answer yet.</extracomment>
        <translation>درس هنوز مطالعه نشده: بازش کنید تا شروع شود</translation>
    </message>
    <message>
        <source>Due: learning step</source>
        <translation>وقتِ مرور: گامِ یادگیری</translation>
    </message>
    <message>
        <source>A new or forgotten question comes back minutes after an answer, to help it stick, even while its recall is high.</source>
        <extracomment>In a star&apos;s tooltip, under a question in its learning steps.</extracomment>
        <translation>سؤالِ تازه یا فراموش‌شده چند دقیقه پس از پاسخ برمی‌گردد تا در ذهن بماند، حتی وقتی احتمالِ یادآوری‌اش هنوز بالاست.</translation>
    </message>
    <message>
        <source>Its review date has come: recall has fallen to about the 90% target, and answering now makes the memory last longer.</source>
        <extracomment>In a star&apos;s tooltip, under a question due for review.</extracomment>
        <translation>روزِ مرورش رسیده است: احتمالِ یادآوری به حدودِ هدفِ ۹۰٪ رسیده، و پاسخ دادن در این زمان این یاد را ماندگارتر می‌کند.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>When a star&apos;s question comes back: %1 is the date, %2 the time of day.</extracomment>
        <translation>%1، ساعت %2</translation>
    </message>
    <message>
        <source>(numbers)</source>
        <extracomment>Said in place of a generated question&apos;s numbers, in a star&apos;s name for screen readers.</extracomment>
        <translation>(عددها)</translation>
    </message>
    <message>
        <source>Star %1 of %2, %3</source>
        <extracomment>A star&apos;s name for screen readers begins with its place: %1 of %2 stars, in the lesson %3.</extracomment>
        <translation>ستارهٔ %1 از %2، %3</translation>
    </message>
    <message>
        <source>%1: lesson not yet studied, open it to begin</source>
        <extracomment>A star of a lesson with no answer yet: %1 is its place and lesson.</extracomment>
        <translation>%1: این درس هنوز مطالعه نشده، بازش کنید تا شروع شود</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>A star&apos;s name for screen readers: %1 its place, %2 its question, %3 its state.</extracomment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>%1: %2 %3, recall %4, next review %5</source>
        <extracomment>A star&apos;s name for screen readers: %1 its place, %2 its question, %3 its state.</extracomment>
        <translation>%1: %2 %3، یادآوری %4، مرور بعدی %5</translation>
    </message>
</context>
<context>
    <name>astrolabe::StatsSummary</name>
    <message>
        <source>%1 of %2 learned</source>
        <extracomment>Mastery of a lesson: %1 questions learned of %2.</extracomment>
        <translation>%1 از %2 آموخته</translation>
    </message>
    <message>
        <source>%1+ d</source>
        <extracomment>Stability span: %1 days or more.</extracomment>
        <translation>%1+ روز</translation>
    </message>
    <message>
        <source>%1–%2 d</source>
        <extracomment>Stability span: from %1 to %2 days.</extracomment>
        <translation>%1–%2 روز</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) on %1</source>
        <extracomment>Heat map cell: answers given on a day; %n is the number, %1 the date.</extracomment>
        <translation>
            <numerusform>%Ln پاسخ در %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2, %3 in the last year</source>
        <extracomment>Totals above the statistics: &quot;40 answers on 3 days, 25 minutes in the last year&quot;.</extracomment>
        <translation>%1 در %2، %3 در یک سال گذشته</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%Ln پاسخ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <extracomment>Part of the totals above the statistics: days with answers.</extracomment>
        <translation>
            <numerusform>%Ln روز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>Part of the totals above the statistics: time spent answering.</extracomment>
        <translation>
            <numerusform>%Ln دقیقه</numerusform>
        </translation>
    </message>
    <message>
        <source>Over %1 answers on a later day, the model predicted %2 recall on average; you recalled %3.</source>
        <extracomment>Under the calibration chart: %1 answers, %2 the mean predicted recall, %3 the share recalled (percentages with their sign).</extracomment>
        <translation>در %1 پاسخِ روزهای بعد، مدل به‌طورِ میانگین یادآوریِ %2 را پیش‌بینی کرد؛ شما %3 را به یاد آوردید.</translation>
    </message>
</context>
<context>
    <name>astrolabe::Study</name>
    <message>
        <source>No profile is open.</source>
        <translation>هیچ نمایه‌ای باز نیست.</translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherClass</name>
    <message>
        <source>%1 – %2</source>
        <translation>%1 تا %2</translation>
    </message>
    <message>
        <source>Everything up to %1</source>
        <extracomment>The period the teacher view covers when no range is chosen, up to a date.</extracomment>
        <translation>همه تا %1</translation>
    </message>
    <message>
        <source>“%1” is not a date: write the year, month and day, like %2.</source>
        <extracomment>The teacher view refuses a typed date; %1 is what was typed, %2 today&apos;s date written the way the field expects (year-month-day).</extracomment>
        <translation>«%1» تاریخ نیست: سال، ماه و روز را بنویسید، مانند %2.</translation>
    </message>
    <message>
        <source>The first day comes after the last day: swap them to see the answers between.</source>
        <extracomment>The teacher view refuses a range whose first day comes after its last.</extracomment>
        <translation>روز نخست پس از روز آخر است: جای این دو را عوض کنید تا پاسخ‌های میانشان را ببینید.</translation>
    </message>
    <message>
        <source>The first day is after today, so there are no answers yet.</source>
        <extracomment>The teacher view refuses a range that starts after today.</extracomment>
        <translation>روز نخست پس از امروز است، پس هنوز پاسخی نیست.</translation>
    </message>
    <message>
        <source>Removed %1 from %2.</source>
        <extracomment>After the teacher removed a student from a class: %1 the student, %2 the class. An Undo button follows.</extracomment>
        <translation>%1 از %2 حذف شد.</translation>
    </message>
    <message>
        <source>Lesson %1</source>
        <translation>درس %1</translation>
    </message>
    <message>
        <source>L%1</source>
        <extracomment>Column head of the class table: lesson number %1.</extracomment>
        <translation>درس %1</translation>
    </message>
    <message>
        <source>Chapter %1</source>
        <translation>فصل %1</translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherClassCharts</name>
    <message>
        <source>L%1</source>
        <extracomment>Under a bar of the teacher view&apos;s lesson chart: lesson number %1, as the class table&apos;s column heads name it.</extracomment>
        <translation>درس %1</translation>
    </message>
    <message>
        <source>One bar a week, %1</source>
        <extracomment>Under the teacher view&apos;s answers chart: each bar is a week (labelled by its first day) because the period is long; %1 is the period, e.g. &quot;1 Jan 2026 – 2 Mar 2026&quot;.</extracomment>
        <translation>هر ستون یک هفته، %1</translation>
    </message>
    <message>
        <source>One bar a day, %1</source>
        <extracomment>Under the teacher view&apos;s answers chart: each bar is a day; %1 is the period, e.g. &quot;10 Feb 2026 – 20 Feb 2026&quot;.</extracomment>
        <translation>هر ستون یک روز، %1</translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherClassChoice</name>
    <message>
        <source>%1 (archived)</source>
        <extracomment>A class in the teacher view&apos;s class chooser that was archived at the end of a term; %1 is its name.</extracomment>
        <translation>%1 (بایگانی‌شده)</translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherComparisonModel</name>
    <message>
        <source>%1: answers %2 (%3), mastery %4 (%5)</source>
        <extracomment>A student&apos;s row of the comparison read aloud: %1 the name, %2 answers before and now, %3 their change, %4 mastery before and now, %5 its change.</extracomment>
        <translation>%1: پاسخ‌ها %2 (%3)، تسلط %4 (%5)</translation>
    </message>
    <message>
        <source>Compare with the period before</source>
        <extracomment>The comparison switch of the teacher view while the period is &quot;all time&quot;.</extracomment>
        <translation>مقایسه با بازهٔ پیش از آن</translation>
    </message>
    <message>
        <source>Compare with the day before</source>
        <extracomment>The comparison switch of the teacher view when the period is one day.</extracomment>
        <translation>مقایسه با روزِ پیش از آن</translation>
    </message>
    <message>
        <source>Compare with the %1 days before</source>
        <translation>مقایسه با %1 روزِ پیش از آن</translation>
    </message>
    <message>
        <source>All time has no period before it: choose the last 30 or 7 days, or days of your own, to compare.</source>
        <extracomment>Why the comparison switch is off while the period is &quot;all time&quot;.</extracomment>
        <translation>«همهٔ زمان‌ها» بازه‌ای پیش از خود ندارد: برای مقایسه، ۳۰ یا ۷ روز گذشته یا روزهای دلخواهتان را برگزینید.</translation>
    </message>
    <message>
        <source>The day before</source>
        <extracomment>Head of the comparison&apos;s column for the day before a one-day period.</extracomment>
        <translation>روزِ پیش از آن</translation>
    </message>
    <message>
        <source>The %1 days before</source>
        <translation>%1 روزِ پیش از آن</translation>
    </message>
    <message>
        <source>This period</source>
        <extracomment>Head of the comparison&apos;s column for the chosen period.</extracomment>
        <translation>این بازه</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <extracomment>A period&apos;s first and last day in the teacher view&apos;s comparison.</extracomment>
        <translation>%1 تا %2</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Joins names in a list, e.g. &quot;Ali, Sara&quot;.</extracomment>
        <translation>، </translation>
    </message>
    <message>
        <source>Went quiet: %1.</source>
        <extracomment>Under the comparison: students who answered in the period before, not in this one.</extracomment>
        <translation>دیگر پاسخ ندادند: %1.</translation>
    </message>
    <message>
        <source>Started: %1.</source>
        <extracomment>Under the comparison: students who answered in this period, not in the one before.</extracomment>
        <translation>تازه شروع کردند: %1.</translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherImportModel</name>
    <message>
        <source>Added</source>
        <extracomment>Outcome of importing one student&apos;s progress file: a new student joined the class.</extracomment>
        <translation>افزوده شد</translation>
    </message>
    <message>
        <source>Updated</source>
        <extracomment>Outcome of importing a progress file: it replaced an older export of the same student.</extracomment>
        <translation>به‌روز شد</translation>
    </message>
    <message>
        <source>Already imported</source>
        <extracomment>Outcome of importing a progress file that was imported before.</extracomment>
        <translation>پیش‌تر وارد شده</translation>
    </message>
    <message>
        <source>Older, skipped</source>
        <extracomment>Outcome of importing a progress file older than the one the class has.</extracomment>
        <translation>قدیمی‌تر، کنار گذاشته شد</translation>
    </message>
    <message>
        <source>Refused</source>
        <extracomment>Outcome of importing a damaged, changed or foreign file.</extracomment>
        <translation>پذیرفته نشد</translation>
    </message>
    <message>
        <source>Skipped</source>
        <extracomment>Outcome of a file in an imported folder that is not a progress file: left alone.</extracomment>
        <translation>کنار گذاشته شد</translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherMemoryModel</name>
    <message>
        <source>A fit uses all %1 answers of the %2 students with answers, each student&apos;s questions kept apart.</source>
        <extracomment>Teacher view, the class&apos;s memory model: %1 answers, %2 students, before a fit.</extracomment>
        <translation>برازش همهٔ %1 پاسخِ %2 دانش‌آموزِ دارای پاسخ را به کار می‌برد و سؤال‌های هر دانش‌آموز را جدا نگه می‌دارد.</translation>
    </message>
    <message>
        <source>How well each predicts the class&apos;s answers (lower is better): FSRS-6&apos;s defaults, log loss %1 and RMSE %2; fitted to the class, log loss %3 and RMSE %4. From %5 answers on a later day by %6 students.</source>
        <extracomment>Teacher view: how well FSRS-6&apos;s defaults and the class&apos;s fit predict its answers.</extracomment>
        <translation>هر کدام پاسخ‌های کلاس را چه‌قدر خوب پیش‌بینی می‌کند (کمتر بهتر است): پیش‌فرض‌های ⁦‎FSRS-6‎⁩، زیانِ لگاریتمی %1 و ⁦‎RMSE‎⁩ %2؛ برازش‌شده با کلاس، زیانِ لگاریتمی %3 و ⁦‎RMSE‎⁩ %4. بر پایهٔ %5 پاسخِ %6 دانش‌آموز در روزهای بعد.</translation>
    </message>
    <message>
        <source>Fitting the class&apos;s memory model…</source>
        <extracomment>Teacher view, while the class&apos;s memory model is fitted.</extracomment>
        <translation>در حالِ برازشِ مدلِ حافظهٔ کلاس…</translation>
    </message>
    <message>
        <source>The class&apos;s memory model could not be fitted: it needs at least %1 answers given on a later day than the one before them to the same question.</source>
        <extracomment>Teacher view: the class&apos;s answers are too few to fit a model.</extracomment>
        <translation>مدلِ حافظهٔ کلاس برازش نشد: دست‌کم %1 پاسخ لازم است که هر کدام در روزی دیرتر از پاسخِ پیشین به همان سؤال داده شده باشد.</translation>
    </message>
    <message>
        <source>Fitted: the log loss went from %1 with FSRS-6&apos;s defaults to %2 for the class.</source>
        <extracomment>Teacher view, after the class&apos;s fit: %1 and %2 the log loss before and after.</extracomment>
        <translation>برازش انجام شد: زیانِ لگاریتمیِ کلاس از %1 با پیش‌فرض‌های ⁦‎FSRS-6‎⁩ به %2 رسید.</translation>
    </message>
    <message>
        <source>The lab file %1 cannot be written from this account. Run `astrolabe class-fit --in FOLDER --lab-file %1` as its owner instead.</source>
        <extracomment>Teacher view: %1 the lab file that cannot be written from this account.</extracomment>
        <translation>از این حساب نمی‌توان در پروندهٔ آزمایشگاهِ %1 نوشت. به‌جای آن، فرمانِ ⁦‎astrolabe class-fit --in FOLDER --lab-file %1‎⁩ را با حسابِ صاحبِ پرونده اجرا کنید.</translation>
    </message>
    <message>
        <source>The lab file %1 could not be written; nothing was changed.</source>
        <translation>پروندهٔ آزمایشگاهِ %1 نوشته نشد؛ چیزی تغییر نکرد.</translation>
    </message>
    <message>
        <source>Written to %1. Every profile with fewer than %2 answers on a later day of its own takes the class&apos;s model when it opens; learners can go back to the defaults in Settings.</source>
        <extracomment>Teacher view, after the class&apos;s model was written: %1 the file, %2 the answers needed.</extracomment>
        <translation>در %1 نوشته شد. هر نمایه‌ای که خودش کمتر از %2 پاسخ در روزهای بعد دارد، هنگامِ باز شدن مدلِ کلاس را می‌گیرد؛ یادگیرندگان می‌توانند در تنظیمات به پیش‌فرض‌ها برگردند.</translation>
    </message>
    <message>
        <source>The class&apos;s memory model could not be fitted: every answer was rated %1, so the answers show nothing of how the students forget.</source>
        <extracomment>Teacher view, when every answer of the class had the same memory rating; %1 its name (Again, Hard, Good or Easy, as the quiz shows it).</extracomment>
        <translation>مدلِ حافظهٔ کلاس برازش نشد: همهٔ پاسخ‌ها ارزیابیِ «%1» گرفته‌اند، پس چیزی از چگونگیِ فراموش کردنِ دانش‌آموزان نشان نمی‌دهند.</translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherPin</name>
    <message numerus="yes">
        <source>Too many wrong tries: wait %n second(s).</source>
        <extracomment>After several wrong teacher PINs the next try must wait.</extracomment>
        <translation>
            <numerusform>تلاش‌های نادرست زیاد شد: %Ln ثانیه صبر کنید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is not the teacher PIN. Try again in %n second(s).</source>
        <translation>
            <numerusform>این رمز معلم نیست. %Ln ثانیهٔ دیگر دوباره امتحان کنید.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is not the teacher PIN.</source>
        <translation>این رمز معلم نیست.</translation>
    </message>
    <message>
        <source>No teacher PIN is set.</source>
        <translation>رمز معلمی تعیین نشده است.</translation>
    </message>
    <message>
        <source>In lab mode the teacher PIN cannot be set from here.</source>
        <translation>در حالت آزمایشگاه رمز معلم را از این‌جا نمی‌توان تعیین کرد.</translation>
    </message>
    <message>
        <source>Lab mode needs the teacher PIN: turn lab mode off first.</source>
        <translation>حالت آزمایشگاه به رمز معلم نیاز دارد: نخست حالت آزمایشگاه را خاموش کنید.</translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherRoster</name>
    <message>
        <source>No roster yet: list the students you expect, and the view shows who has not handed in a progress file.</source>
        <extracomment>The teacher view&apos;s roster line when the class has none.</extracomment>
        <translation>هنوز فهرستی برای کلاس نیست: نام دانش‌آموزانی را که انتظارشان را دارید بنویسید تا این صفحه نشان دهد چه کسی هنوز فایل پیشرفتش را تحویل نداده است.</translation>
    </message>
    <message>
        <source>Handed in: %1 of %2 on the roster.</source>
        <extracomment>The teacher view&apos;s roster: %1 students of the %2 on the roster have handed in a file.</extracomment>
        <translation>تحویل‌شده: %1 از %2 نامِ فهرست.</translation>
    </message>
    <message>
        <source>Everyone on the roster has handed in a file.</source>
        <extracomment>The teacher view&apos;s roster when every expected student has handed in a file.</extracomment>
        <translation>همهٔ نام‌های فهرست فایلشان را تحویل داده‌اند.</translation>
    </message>
    <message>
        <source>Not handed in yet: %1.</source>
        <extracomment>The roster&apos;s students without a progress file yet; %1 is their names.</extracomment>
        <translation>هنوز تحویل نداده‌اند: %1.</translation>
    </message>
    <message>
        <source>Not on the roster: %1.</source>
        <extracomment>Students who handed in a progress file but are on no line of the roster; %1 their names.</extracomment>
        <translation>در فهرست نیستند: %1.</translation>
    </message>
    <message>
        <source>Removed the roster of %1.</source>
        <extracomment>After the teacher removed the class&apos;s roster; %1 is the class. An Undo button follows.</extracomment>
        <translation>فهرست کلاس %1 برداشته شد.</translation>
    </message>
    <message numerus="yes">
        <source>Saved the roster of %1: %n name(s).</source>
        <extracomment>After the teacher saved a roster; %1 the class, %n how many names. An Undo button follows.</extracomment>
        <translation>
            <numerusform>فهرست کلاس %1 ذخیره شد: %Ln نام.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherStruggleModel</name>
    <message>
        <source>Lesson %1 · question %2</source>
        <extracomment>Where a question is: &quot;Lesson 3 · question 5&quot;.</extracomment>
        <translation>درس %1، سؤال %2</translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherStudentDetail</name>
    <message numerus="yes">
        <source>%n answer(s) in the period, the last on %1</source>
        <translation>
            <numerusform>%Ln پاسخ در این دوره، آخرینِ آن‌ها در %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No answers in the period.</source>
        <extracomment>Under a student&apos;s name in their detail, when they gave no answer in the period.</extracomment>
        <translation>در این دوره پاسخی نداده است.</translation>
    </message>
    <message>
        <source>not started</source>
        <extracomment>A lesson in which a student has answered no question yet.</extracomment>
        <translation>شروع‌نشده</translation>
    </message>
</context>
<context>
    <name>astrolabe::TeacherStudentModel</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>How many of the course&apos;s questions a student has learned, e.g. &quot;40 of 64&quot;.</extracomment>
        <translation>%1 از %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A class table cell read aloud: the lesson or chapter and the student&apos;s mastery of it, e.g. &quot;Lesson 3: 45%&quot; or &quot;Chapter II: not started&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>شروع‌نشده</translation>
    </message>
    <message>
        <source>No answers yet</source>
        <extracomment>Beside a student in the class table who has not answered any question.</extracomment>
        <translation>هنوز پاسخی نداده</translation>
    </message>
    <message>
        <source>Inactive for %1 days</source>
        <extracomment>Beside a student in the class table: their newest answer is %1 days old.</extracomment>
        <translation>%1 روز بی‌فعالیت</translation>
    </message>
    <message>
        <source>Lesson %1</source>
        <translation>درس %1</translation>
    </message>
</context>
<context>
    <name>astrolabe::WorksheetMarker</name>
    <message>
        <source>The key %1 cannot be read (%2).</source>
        <extracomment>%1 is a file path, %2 the system&apos;s reason</extracomment>
        <translation>پاسخ‌نامهٔ %1 خوانده نشد (%2).</translation>
    </message>
    <message>
        <source>This file is too large to be a worksheet key.</source>
        <translation>این فایل بزرگ‌تر از آن است که پاسخ‌نامهٔ کاربرگ باشد.</translation>
    </message>
    <message>
        <source>Open a worksheet key first.</source>
        <translation>اول پاسخ‌نامهٔ کاربرگ را باز کنید.</translation>
    </message>
    <message>
        <source>Right</source>
        <extracomment>A worksheet answer marked right.</extracomment>
        <translation>درست</translation>
    </message>
    <message>
        <source>Wrong: the key says %1</source>
        <extracomment>A worksheet answer marked wrong; %1 is the key&apos;s answer.</extracomment>
        <translation>نادرست؛ پاسخ درست: %1</translation>
    </message>
    <message>
        <source>Not readable: %1</source>
        <extracomment>A worksheet answer the parser could not read; %1 says how to write one.</extracomment>
        <translation>خوانده نشد: %1</translation>
    </message>
    <message>
        <source>Blank: the key says %1</source>
        <extracomment>A worksheet question left blank; %1 is the key&apos;s answer.</extracomment>
        <translation>بی‌پاسخ؛ پاسخ درست: %1</translation>
    </message>
    <message>
        <source>%3: %1 of %2 right</source>
        <translation>%3: %1 از %2 درست</translation>
    </message>
    <message>
        <source>No sheet has been marked yet.</source>
        <translation>هنوز به هیچ کاربرگی نمره داده نشده است.</translation>
    </message>
    <message>
        <source>The marks cannot be written to %1 (%2).</source>
        <extracomment>%1 is a file path, %2 the system&apos;s reason</extracomment>
        <translation>نمره‌ها در %1 نوشته نشد (%2).</translation>
    </message>
</context>
<context>
    <name>astrolabe::WorksheetPrinter</name>
    <message>
        <source>Chapter %1 · %2</source>
        <extracomment>A chapter in the worksheet&apos;s chooser; %1 is its number (&quot;II&quot;), %2 its title</extracomment>
        <translation>فصل %1: %2</translation>
    </message>
    <message>
        <source>This course has no questions with numbers to print.</source>
        <translation>این دوره هیچ سؤال عددی برای چاپ ندارد.</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) saved to %1, and the key to %2.</source>
        <extracomment>After worksheets were printed to files; %n counts the sheets, %1 and %2 are the paths</extracomment>
        <translation>
            <numerusform>%Ln کاربرگ در %1 ذخیره شد و پاسخ‌نامه در %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>No program on this computer opens the folder.</source>
        <extracomment>After &quot;Show in folder&quot; found no program to open the folder.</extracomment>
        <translation>هیچ برنامه‌ای روی این رایانه پوشه را باز نمی‌کند.</translation>
    </message>
</context>
<context>
    <name>astrolabe::cli::Content</name>
    <message>
        <source>content validate takes at most one directory.</source>
        <translation>فرمان content validate حداکثر یک پوشه می‌پذیرد.</translation>
    </message>
    <message>
        <source>%1, %2, %3: no problems.</source>
        <translation>%1، %2، %3: بدون هیچ مشکلی.</translation>
    </message>
    <message numerus="yes">
        <source>%n lesson(s)</source>
        <translation>
            <numerusform>%n درس</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n سؤال</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n proposition(s)</source>
        <translation>
            <numerusform>%n گزاره</numerusform>
        </translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>هشدار: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %3: no problems, %n warning(s).</source>
        <translation>
            <numerusform>%1، %2، %3: بی‌هیچ مشکلی، %Ln هشدار.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lesson</source>
        <extracomment>Headers of the table `astrolabe content audit` prints, one row per lesson.</extracomment>
        <translation>درس</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>ساختنی</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>چندگزینه‌ای</translation>
    </message>
    <message>
        <source>Right option at place 1, 2, ... (%)</source>
        <translation>جای گزینهٔ درست: ۱، ۲، ... (٪)</translation>
    </message>
    <message>
        <source>Longest en, fa</source>
        <translation>بلندترین en، fa</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>پاسخِ ثابت</translation>
    </message>
    <message>
        <source>Degenerate</source>
        <translation>بی‌کیفیت</translation>
    </message>
    <message>
        <source>Objectives without a question</source>
        <translation>هدف‌های بی‌سؤال</translation>
    </message>
    <message>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>Kinds of the generated questions:</source>
        <translation>گونه‌های سؤال‌های ساختنی:</translation>
    </message>
    <message>
        <source>Every rule passes.</source>
        <translation>همهٔ قاعده‌ها برقرارند.</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) failed; see the lines on standard error.</source>
        <translation>
            <numerusform>%Ln قاعده برقرار نیست؛ سطرهای خروجیِ خطا را ببینید.</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: astrolabe content audit [DIR] [--json]</source>
        <translation>روش استفاده: astrolabe content audit [DIR] [--json]</translation>
    </message>
    <message>
        <source>The pack has problems; run astrolabe content validate on it first.</source>
        <translation>بستهٔ محتوا مشکل دارد؛ نخست astrolabe content validate را روی آن اجرا کنید.</translation>
    </message>
    <message>
        <source>Usage: astrolabe content validate [DIR] | content audit [DIR] [--json]</source>
        <translation>روش استفاده: astrolabe content validate [DIR] | content audit [DIR] [--json]</translation>
    </message>
    <message>
        <source>Options without a why</source>
        <translation>گزینه‌های بی‌«why»</translation>
    </message>
</context>
<context>
    <name>astrolabe::cli::Corpus</name>
    <message>
        <source>Statement</source>
        <translation>حکم</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>شکل</translation>
    </message>
    <message>
        <source>Demonstration</source>
        <translation>برهان</translation>
    </message>
    <message>
        <source>Corollary</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>Depends on</source>
        <translation>وابسته به</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>به کار رفته در</translation>
    </message>
    <message>
        <source>Problems using this</source>
        <translation>مسئله‌هایی که از آن استفاده می‌کنند</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>منابع</translation>
    </message>
</context>
<context>
    <name>astrolabe::content::BlockReader</name>
    <message>
        <source>a block holds exactly one of heading, paragraph, formula or figure.</source>
        <translation>هر بلوک دقیقاً یکی از این‌ها را دارد: عنوان، بند، فرمول یا شکل.</translation>
    </message>
</context>
<context>
    <name>astrolabe::content::CourseReader</name>
    <message>
        <source>the pack is in format %1; this version of Astrolabe reads format %2.</source>
        <translation>قالب این بسته %1 است؛ این نسخهٔ اسطرلاب قالب %2 را می‌خواند.</translation>
    </message>
    <message>
        <source>the course has no chapters.</source>
        <translation>دوره هیچ فصلی ندارد.</translation>
    </message>
    <message>
        <source>a chapter id is a Roman numeral (I, II, III, ...).</source>
        <translation>شناسهٔ فصل یک عدد رومی است (I، II، III، ...).</translation>
    </message>
    <message>
        <source>the chapter has no lessons.</source>
        <translation>این فصل هیچ درسی ندارد.</translation>
    </message>
    <message>
        <source>a lesson id is lower-case words joined by &apos;-&apos;, e.g. &quot;multi-head&quot;.</source>
        <translation>شناسهٔ درس از واژه‌های انگلیسی با حروف کوچک ساخته می‌شود که با &apos;-&apos; به هم وصل شده‌اند، مثلاً &quot;multi-head&quot;.</translation>
    </message>
</context>
<context>
    <name>astrolabe::content::FigureCatalog</name>
    <message>
        <source>this input of the figure is missing.</source>
        <translation>این ورودی شکل وجود ندارد.</translation>
    </message>
    <message>
        <source>must be a list of 1 to %1 vectors, e.g. [[1, 0], [0, 1]].</source>
        <translation>باید فهرستی از ۱ تا %1 بردار باشد، مثلاً ⁦‎[[1, 0], [0, 1]]‎⁩.</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2.</source>
        <translation>باید عددی صحیح از %1 تا %2 باشد.</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2.</source>
        <translation>باید عددی از %1 تا %2 باشد.</translation>
    </message>
    <message>
        <source>must be true or false.</source>
        <translation>باید true یا false باشد.</translation>
    </message>
    <message>
        <source>must be a list of 1 to %1 numbers, e.g. [3, 1, 0].</source>
        <translation>باید فهرستی از ۱ تا %1 عدد باشد، مثلاً ⁦‎[3, 1, 0]‎⁩.</translation>
    </message>
    <message>
        <source>the widths of the queries (%1) and values (%2) must divide into %3 heads.</source>
        <translation>بُعدِ پرس‌وجوها (%1) و مقدارها (%2) باید میانِ %3 سرِ توجه بخش‌پذیر باشد.</translation>
    </message>
    <message>
        <source>must list the positions 1 to %1, each once, in the new order.</source>
        <translation>باید موقعیت‌های ۱ تا %1 را، هر کدام یک بار، به ترتیب جدید فهرست کند.</translation>
    </message>
    <message>
        <source>every length must be a whole number from 1 to 1000000.</source>
        <translation>هر طول باید عددی صحیح از ۱ تا ۱۰۰۰۰۰۰ باشد.</translation>
    </message>
    <message>
        <source>must name the kind of figure, one of: %1.</source>
        <translation>باید نوع شکل را نام ببرد، یکی از این‌ها: %1.</translation>
    </message>
    <message>
        <source>the figure kind &quot;%1&quot; is unknown; known figures: %2.</source>
        <translation>نوع شکل «%1» ناشناخته است؛ شکل‌های شناخته‌شده: %2.</translation>
    </message>
    <message numerus="yes">
        <source>has %n number(s) but the first vector has %1; all must have the same length.</source>
        <translation>
            <numerusform>%n عدد دارد ولی بردار اول %1 عدد دارد؛ همهٔ بردارها باید هم‌طول باشند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each vector must have %n number(s), as many as %1.</source>
        <translation>
            <numerusform>هر بردار باید %n عدد داشته باشد، به اندازهٔ %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must hold %n vector(s), one for each of %1.</source>
        <translation>
            <numerusform>باید %n بردار داشته باشد، یکی برای هر یک از %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>the numbers of an input</source>
        <translation>عددهای یک ورودی</translation>
    </message>
    <message>
        <source>must hold 2 to 8 lengths, e.g. [256, 512, 1024].</source>
        <translation>باید ۲ تا ۸ طول داشته باشد، مثلاً ⁦‎[256, 512, 1024]‎⁩.</translation>
    </message>
    <message>
        <source>every length must be a whole number from 16 to 16384.</source>
        <translation>هر طول باید عددی صحیح از ۱۶ تا ۱۶۳۸۴ باشد.</translation>
    </message>
    <message>
        <source>must hold an even number of numbers: rotary embeddings turn them in pairs.</source>
        <translation>باید شمارِ زوجی عدد داشته باشد: جاسازیِ چرخشی عددها را جفت‌جفت می‌چرخاند.</translation>
    </message>
    <message numerus="yes">
        <source>must have %n number(s), as many as query.</source>
        <translation>
            <numerusform>باید %Ln عدد داشته باشد، به اندازهٔ query.</numerusform>
        </translation>
    </message>
    <message>
        <source>every γ must be above 0 and at most 2.</source>
        <translation>هر γ باید بزرگ‌تر از ۰ و حداکثر ۲ باشد.</translation>
    </message>
    <message>
        <source>every step must be a whole number from 1 to 1000.</source>
        <translation>هر گام باید عددی صحیح از ۱ تا ۱۰۰۰ باشد.</translation>
    </message>
</context>
<context>
    <name>astrolabe::content::GlossaryReader</name>
    <message>
        <source>the glossary lists no term.</source>
        <translation>واژه‌نامه هیچ اصطلاحی ندارد.</translation>
    </message>
    <message>
        <source>the term &quot;%1&quot; is listed twice.</source>
        <translation>اصطلاحِ «%1» دو بار آمده است.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a variant to avoid: it has no word, or it is the term itself.</source>
        <translation>«%1» نمی‌تواند صورتِ نادرست باشد: یا واژه‌ای ندارد یا خودِ اصطلاح است.</translation>
    </message>
</context>
<context>
    <name>astrolabe::content::JsonFields</name>
    <message>
        <source>this field is unknown (a misspelling?); known fields here: %1.</source>
        <translation>این فیلد ناشناخته است (شاید غلط املایی؟)؛ فیلدهای شناخته‌شده در این‌جا: %1.</translation>
    </message>
    <message>
        <source>this field is missing.</source>
        <translation>این فیلد وجود ندارد.</translation>
    </message>
    <message>
        <source>must be a text in both languages: {&quot;en&quot;: &quot;...&quot;, &quot;fa&quot;: &quot;...&quot;}.</source>
        <translation>باید متنی به هر دو زبان باشد: ⁦‎{&quot;en&quot;: &quot;...&quot;, &quot;fa&quot;: &quot;...&quot;}‎⁩.</translation>
    </message>
    <message>
        <source>the English text (&quot;en&quot;) is missing or empty.</source>
        <translation>متن انگلیسی (&quot;en&quot;) وجود ندارد یا خالی است.</translation>
    </message>
    <message>
        <source>the Persian text (&quot;fa&quot;) is missing or empty.</source>
        <translation>متن فارسی (&quot;fa&quot;) وجود ندارد یا خالی است.</translation>
    </message>
    <message>
        <source>must be a non-empty string.</source>
        <translation>باید رشته‌ای غیرخالی باشد.</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2.</source>
        <translation>باید عددی صحیح از %1 تا %2 باشد.</translation>
    </message>
    <message>
        <source>must be a list ([...]).</source>
        <translation>باید یک فهرست باشد (⁦‎[...]‎⁩).</translation>
    </message>
    <message>
        <source>must be an object ({...}).</source>
        <translation>باید یک شیء باشد (⁦‎{...}‎⁩).</translation>
    </message>
</context>
<context>
    <name>astrolabe::content::LessonReader</name>
    <message>
        <source>the Read text needs at least one live figure.</source>
        <translation>متن بخش «خواندن» دست‌کم به یک شکل زنده نیاز دارد.</translation>
    </message>
    <message>
        <source>this field is missing.</source>
        <translation>این فیلد وجود ندارد.</translation>
    </message>
    <message>
        <source>must be a list of 1 to %1 numbers.</source>
        <translation>باید فهرستی از ۱ تا %1 عدد باشد.</translation>
    </message>
    <message>
        <source>must be a list of 1 to %1 vectors of the same length.</source>
        <translation>باید فهرستی از ۱ تا %1 بردار هم‌طول باشد.</translation>
    </message>
    <message>
        <source>each key must have as many numbers as the query (%1).</source>
        <translation>هر کلید باید به اندازهٔ پرس‌وجو (%1) عدد داشته باشد.</translation>
    </message>
    <message>
        <source>must hold one value for each of the %1 keys.</source>
        <translation>باید برای هر یک از %1 کلید یک مقدار داشته باشد.</translation>
    </message>
    <message>
        <source>the masked position %1 is not a key position (1 to %2).</source>
        <translation>موقعیت ماسک‌شدهٔ %1 موقعیت هیچ کلیدی نیست (۱ تا %2).</translation>
    </message>
    <message>
        <source>at least one key must stay visible.</source>
        <translation>دست‌کم یک کلید باید دیدنی بماند.</translation>
    </message>
    <message>
        <source>the stage &quot;%1&quot; is unknown; stages, in order: %2.</source>
        <translation>مرحلهٔ «%1» ناشناخته است؛ مرحله‌ها به ترتیب: %2.</translation>
    </message>
    <message>
        <source>only a compare step names a key.</source>
        <translation>فقط گام مقایسه (compare) کلیدی را نام می‌برد.</translation>
    </message>
    <message>
        <source>this step</source>
        <translation>این گام</translation>
    </message>
    <message>
        <source>the stage &quot;%1&quot; comes after &quot;%2&quot;; the steps follow the computation: %3.</source>
        <translation>مرحلهٔ «%1» پس از «%2» می‌آید؛ گام‌ها به ترتیب محاسبه‌اند: %3.</translation>
    </message>
    <message>
        <source>the walkthrough needs a &quot;%1&quot; step.</source>
        <translation>نمایش گام‌به‌گام به گام «%1» نیاز دارد.</translation>
    </message>
    <message>
        <source>the scores are scaled, so the walkthrough needs a &quot;scale&quot; step (or set &quot;scaled&quot;: false).</source>
        <translation>امتیازها مقیاس‌بندی شده‌اند، پس نمایش گام‌به‌گام به گام &quot;scale&quot; نیاز دارد (یا &quot;scaled&quot;: false را تنظیم کنید).</translation>
    </message>
    <message>
        <source>has a &quot;scale&quot; step but &quot;scaled&quot; is false.</source>
        <translation>گام &quot;scale&quot; دارد ولی &quot;scaled&quot; برابر false است.</translation>
    </message>
    <message>
        <source>has a &quot;mask&quot; step but no key is masked.</source>
        <translation>گام &quot;mask&quot; دارد ولی هیچ کلیدی ماسک نشده است.</translation>
    </message>
    <message>
        <source>some keys are masked, so the walkthrough needs a &quot;mask&quot; step.</source>
        <translation>برخی کلیدها ماسک شده‌اند، پس نمایش گام‌به‌گام به گام &quot;mask&quot; نیاز دارد.</translation>
    </message>
    <message>
        <source>a choice question has 2 to 9 options (answered with the keys 1 to 9).</source>
        <translation>سؤال چندگزینه‌ای ۲ تا ۹ گزینه دارد (با کلیدهای ۱ تا ۹ پاسخ داده می‌شود).</translation>
    </message>
    <message>
        <source>must be the number of the correct option, counting from 1.</source>
        <translation>باید شمارهٔ گزینهٔ درست باشد، با شمارش از ۱.</translation>
    </message>
    <message>
        <source>the correct option %1 does not exist; there are %2 options, numbered from 1.</source>
        <translation>گزینهٔ درست %1 وجود ندارد؛ %2 گزینه هست که از ۱ شماره‌گذاری شده‌اند.</translation>
    </message>
    <message>
        <source>the exercise kind &quot;%1&quot; is unknown; known kinds: %2.</source>
        <translation>نوع تمرین «%1» ناشناخته است؛ نوع‌های شناخته‌شده: %2.</translation>
    </message>
    <message>
        <source>the exercise kind &quot;%1&quot; has no variants.</source>
        <translation>نوع تمرین «%1» هیچ گونه‌ای ندارد.</translation>
    </message>
    <message>
        <source>the variant &quot;%1&quot; is unknown for %2; it may be: %3.</source>
        <translation>گونهٔ «%1» برای %2 ناشناخته است؛ می‌تواند یکی از این‌ها باشد: %3.</translation>
    </message>
    <message>
        <source>the question type &quot;%1&quot; is unknown; it is &quot;choice&quot; or &quot;generated&quot;.</source>
        <translation>نوع سؤال «%1» ناشناخته است؛ نوع سؤال &quot;choice&quot; یا &quot;generated&quot; است.</translation>
    </message>
    <message>
        <source>the placeholder {%1} is not known for %2; it may use: %3.</source>
        <translation>جای‌نگهدار {%1} برای %2 شناخته‌شده نیست؛ می‌تواند از این‌ها استفاده کند: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message numerus="yes">
        <source>has %n objective(s); a lesson has exactly %1.</source>
        <translation>
            <numerusform>%n هدف دارد؛ هر درس دقیقاً %1 هدف دارد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>has %n question(s); a lesson has exactly %1.</source>
        <translation>
            <numerusform>%n سؤال دارد؛ هر درس دقیقاً %1 سؤال دارد.</numerusform>
        </translation>
    </message>
    <message>
        <source>lists the objectives the question assesses, each once, by their number: 1 to %1.</source>
        <translation>هدف‌هایی را که سؤال می‌سنجد، هر کدام یک بار و با شماره‌شان فهرست می‌کند: ۱ تا %1.</translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackAudit</name>
    <message numerus="yes">
        <source>%n generated question(s); a lesson needs at least %1.</source>
        <translation>
            <numerusform>%Ln سؤالِ ساختنی؛ هر درس دست‌کم %1 سؤالِ ساختنی لازم دارد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right option is shown at one place in %1 % of %n attempt(s); with %2 options each place should get about %3 %.</source>
        <translation>
            <numerusform>گزینهٔ درست در %1٪ از %Ln بار در یک جا نشان داده می‌شود؛ با %2 گزینه سهمِ هر جا باید حدودِ %3٪ باشد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %1, the right option is the longest in %2 of %n choice question(s); at most %3 % may be.</source>
        <translation>
            <numerusform>در %1، گزینهٔ درست در %2 از %Ln سؤالِ چندگزینه‌ای بلندترین گزینه است؛ حداکثر %3٪ مجاز است.</numerusform>
        </translation>
    </message>
    <message>
        <source>no seed gives its variant %1.</source>
        <translation>هیچ بذری گونهٔ %1 را نمی‌سازد.</translation>
    </message>
    <message numerus="yes">
        <source>the answer is &quot;%1&quot; in all %n draw(s) of %2.</source>
        <translation>
            <numerusform>پاسخ در هر %Ln بارِ ساختنِ %2 «%1» است.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n draw(s) of %2 are degenerate (%3 %); at most %4 % may be.</source>
        <translation>
            <numerusform>%1 از %Ln بارِ ساختنِ %2 بی‌کیفیت است (%3٪)؛ حداکثر %4٪ مجاز است.</numerusform>
        </translation>
    </message>
    <message>
        <source>no question lists objective %1 (&quot;%2&quot;) in its &quot;objectives&quot;.</source>
        <translation>هیچ سؤالی هدفِ %1 («%2») را در «objectives» خود نیاورده است.</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) (%1) have no &quot;why&quot; of their own in both languages.</source>
        <translation>
            <numerusform>%Ln گزینه (%1) «why»ِ خود را به هر دو زبان ندارند.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackChecks</name>
    <message>
        <source>the id &quot;%1&quot; is used twice (first at %2).</source>
        <translation>شناسهٔ «%1» دو بار به کار رفته است (بار اول در %2).</translation>
    </message>
    <message>
        <source>is &quot;%1&quot; but course.json lists &quot;%2&quot; as question %3 of this lesson.</source>
        <translation>برابر «%1» است ولی course.json سؤال %3 این درس را «%2» می‌داند.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not listed for this lesson in course.json.</source>
        <translation>«%1» در course.json برای این درس فهرست نشده است.</translation>
    </message>
    <message>
        <source>the lesson &quot;%1&quot; does not exist.</source>
        <translation>درس «%1» وجود ندارد.</translation>
    </message>
    <message>
        <source>the lessons are prerequisites of each other in a cycle: %1.</source>
        <translation>درس‌ها در یک چرخه پیش‌نیاز یکدیگرند: %1.</translation>
    </message>
    <message>
        <source>the proposition &quot;%1&quot; does not exist.</source>
        <translation>گزارهٔ «%1» وجود ندارد.</translation>
    </message>
    <message>
        <source>the question &quot;%1&quot; does not exist.</source>
        <translation>سؤال «%1» وجود ندارد.</translation>
    </message>
    <message>
        <source>the propositions depend on each other in a cycle: %1.</source>
        <translation>گزاره‌ها در یک چرخه به یکدیگر وابسته‌اند: %1.</translation>
    </message>
    <message numerus="yes">
        <source>lists %n question(s); a lesson has exactly %1.</source>
        <translation>
            <numerusform>%n سؤال را فهرست می‌کند؛ هر درس دقیقاً %1 سؤال دارد.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackFile</name>
    <message>
        <source>the file does not exist.</source>
        <translation>این پرونده وجود ندارد.</translation>
    </message>
    <message>
        <source>the file is %1 MiB, larger than the limit of %2 MiB; it was not read.</source>
        <translation>حجم پرونده %1 مبی‌بایت است، بیشتر از سقف %2 مبی‌بایت؛ خوانده نشد.</translation>
    </message>
    <message>
        <source>the file cannot be read (%1).</source>
        <translation>پرونده خوانده نمی‌شود (%1).</translation>
    </message>
    <message>
        <source>the file is larger than the limit of %1 MiB; it was not read.</source>
        <translation>حجم پرونده بیشتر از سقف %1 مبی‌بایت است؛ خوانده نشد.</translation>
    </message>
    <message>
        <source>the JSON is nested more than %1 levels deep; it was not parsed.</source>
        <translation>تودرتویی JSON بیش از %1 سطح است؛ تجزیه نشد.</translation>
    </message>
    <message>
        <source>the file is not valid JSON: %1 at line %2, column %3.</source>
        <translation>این پرونده JSON معتبر نیست: %1 در سطر %2، ستون %3.</translation>
    </message>
    <message>
        <source>the file must hold one JSON object ({...}).</source>
        <translation>پرونده باید یک شیء JSON داشته باشد (⁦‎{...}‎⁩).</translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackLoader</name>
    <message>
        <source>the content pack directory does not exist.</source>
        <translation>پوشهٔ بستهٔ محتوا وجود ندارد.</translation>
    </message>
    <message>
        <source>is &quot;%1&quot; but the file and course.json name the lesson &quot;%2&quot;.</source>
        <translation>برابر «%1» است ولی پرونده و course.json نام درس را «%2» می‌گذارند.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a file; use letters, digits and &apos;-&apos;.</source>
        <translation>«%1» نمی‌تواند نام پرونده باشد؛ از حرف، رقم و &apos;-&apos; استفاده کنید.</translation>
    </message>
    <message>
        <source>this lesson is not listed in course.json, so no learner would see it.</source>
        <translation>این درس در course.json فهرست نشده است، پس هیچ یادگیرنده‌ای آن را نمی‌بیند.</translation>
    </message>
    <message>
        <source>no chapter of course.json has this id, so its propositions would never be shown.</source>
        <translation>هیچ فصلی در course.json این شناسه را ندارد، پس گزاره‌هایش هرگز نشان داده نمی‌شوند.</translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PackWarnings</name>
    <message numerus="yes">
        <source>uses %1 (%n time(s)); the glossary&apos;s term: %2.</source>
        <translation>
            <numerusform>%1 را به کار برده است (%Ln بار)؛ اصطلاحِ واژه‌نامه: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source> or </source>
        <translation> یا </translation>
    </message>
    <message numerus="yes">
        <source>the right option is the longest in %1 (English) and %2 (Persian) of its %n choice question(s); a learner who picks the longest option would mostly be right.</source>
        <translation>
            <numerusform>گزینهٔ درست در %1 (انگلیسی) و %2 (فارسی) از %Ln سؤالِ چندگزینه‌ای‌اش بلندترین گزینه است؛ کسی که بلندترین گزینه را برگزیند بیشتر وقت‌ها درست می‌گوید.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>astrolabe::content::PropositionReader</name>
    <message>
        <source>says &quot;%1&quot; but the file is the corpus of chapter %2.</source>
        <translation>مقدارش «%1» است ولی این پرونده مجموعهٔ گزاره‌های فصل %2 است.</translation>
    </message>
    <message>
        <source>is derived from the other propositions&apos; &quot;dependsOn&quot;; remove it.</source>
        <translation>از &quot;dependsOn&quot; گزاره‌های دیگر به دست می‌آید؛ آن را حذف کنید.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a proposition id like &quot;%2.1.P01&quot; (chapter, section, number).</source>
        <translation>«%1» شناسهٔ گزاره‌ای مانند &quot;%2.1.P01&quot; (فصل، بخش، شماره) نیست.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs to chapter %2, not to this file&apos;s chapter %3.</source>
        <translation>«%1» به فصل %2 تعلق دارد، نه به فصل %3 که فصل این پرونده است.</translation>
    </message>
    <message>
        <source>this field is missing.</source>
        <translation>این فیلد وجود ندارد.</translation>
    </message>
    <message>
        <source>a proposition cites at least one source.</source>
        <translation>هر گزاره دست‌کم به یک منبع ارجاع می‌دهد.</translation>
    </message>
</context>
<context>
    <name>astrolabe::exercises::Answers</name>
    <message>
        <source>Correct.</source>
        <translation>درست است.</translation>
    </message>
    <message>
        <source>This question needs a %1 as its answer.</source>
        <translation>پاسخ این سؤال باید از نوع %1 باشد.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>این بار نه؛ پاسخ %1 است.</translation>
    </message>
    <message>
        <source>You wrote 1 number, but the answer has %1: give one number for each entry, in order.</source>
        <translation>شما یک عدد نوشتید، ولی پاسخ %1 عدد دارد: برای هر مؤلفه یک عدد بنویسید، به ترتیب.</translation>
    </message>
    <message>
        <source>You wrote %1 numbers, but the answer has %2: give one number for each entry, in order.</source>
        <translation>شما %1 عدد نوشتید، ولی پاسخ %2 عدد دارد: برای هر مؤلفه یک عدد بنویسید، به ترتیب.</translation>
    </message>
    <message>
        <source>Not quite: entry %1 is off.</source>
        <translation>این بار نه؛ مؤلفهٔ %1 درست نیست.</translation>
    </message>
    <message>
        <source>Not quite: entries %1 are off.</source>
        <translation>این بار نه؛ مؤلفه‌های %1 درست نیستند.</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>پاسخ %1 است.</translation>
    </message>
    <message>
        <source>Not quite: the answer is position %1.</source>
        <translation>این بار نه؛ پاسخ موقعیت %1 است.</translation>
    </message>
    <message>
        <source>Write a number such as 0.84 or 84%.</source>
        <translation>عددی مانند ۰٫۸۴ یا ۸۴٪ بنویسید.</translation>
    </message>
    <message>
        <source>Write the numbers separated by commas, such as 0.84, 0.11, 0.04.</source>
        <translation>عددها را با ویرگول از هم جدا کنید، مانند ۰٫۸۴، ۰٫۱۱، ۰٫۰۴.</translation>
    </message>
    <message>
        <source>A fraction cannot have 0 below the line; write a number such as 1/3 or 0.33.</source>
        <translation>مخرج کسر نمی‌تواند ۰ باشد؛ عددی مانند ۰٫۳۳ بنویسید.</translation>
    </message>
    <message>
        <source>That number is too large; write a number such as 0.84 or 84%.</source>
        <translation>این عدد خیلی بزرگ است؛ عددی مانند ۰٫۸۴ یا ۸۴٪ بنویسید.</translation>
    </message>
    <message>
        <source>Write just one number, such as 0.84 or 84%.</source>
        <translation>فقط یک عدد بنویسید، مانند ۰٫۸۴ یا ۸۴٪.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number. Write the numbers separated by commas, such as 0.84, 0.11, 0.04.</source>
        <translation>«%1» عدد نیست. عددها را با ویرگول از هم جدا کنید، مانند ۰٫۸۴، ۰٫۱۱، ۰٫۰۴.</translation>
    </message>
    <message>
        <source>Write a position number from 1 to %1.</source>
        <translation>شمارهٔ یک موقعیت را از ۱ تا %1 بنویسید.</translation>
    </message>
    <message>
        <source>Answer %1 or %2 (or type 1 or 2).</source>
        <translation>پاسخ را «%1» یا «%2» بنویسید (یا ۱ یا ۲ را تایپ کنید).</translation>
    </message>
    <message>
        <source>Answer with one of: %1 (or its number).</source>
        <translation>با یکی از این‌ها پاسخ دهید: %1 (یا شمارهٔ آن).</translation>
    </message>
</context>
<context>
    <name>astrolabe::exercises::Choices</name>
    <message>
        <source>yes</source>
        <translation>بله</translation>
    </message>
    <message>
        <source>no</source>
        <translation>نه</translation>
    </message>
    <message>
        <source>sharper</source>
        <translation>تیزتر</translation>
    </message>
    <message>
        <source>flatter</source>
        <translation>هموارتر</translation>
    </message>
</context>
<context>
    <name>astrolabe::exercises::Prompts</name>
    <message>
        <source>The weights are %1, one for each value vector, in order. What is the output, the weighted sum of the values?</source>
        <translation>وزن‌ها به ترتیب %1 هستند، یکی برای هر بردار مقدار. خروجی، یعنی جمع وزن‌دار مقدارها، چیست؟</translation>
    </message>
    <message>
        <source>A sequence has %1 tokens. How many query-key comparisons does one attention head make over the whole sequence?</source>
        <translation>یک دنباله %1 توکن دارد. یک سرِ توجه روی کل دنباله چند مقایسهٔ پرس‌وجو با کلید انجام می‌دهد؟</translation>
    </message>
    <message>
        <source>The key/value pairs are put in the order %1, each value staying with its key. Does the query&apos;s output change?</source>
        <translation>جفت‌های کلید و مقدار به ترتیب %1 چیده می‌شوند و هر مقدار کنار کلید خودش می‌ماند. آیا خروجیِ پرس‌وجو تغییر می‌کند؟</translation>
    </message>
    <message>
        <source>Only the keys are put in the order %1; the values stay where they were. Does the query&apos;s output change?</source>
        <translation>فقط کلیدها به ترتیب %1 چیده می‌شوند و مقدارها سر جای خودشان می‌مانند. آیا خروجیِ پرس‌وجو تغییر می‌کند؟</translation>
    </message>
    <message>
        <source>Each slot adds its position vector to the key in it. The key/value pairs are put in the order %1. Does the query&apos;s output change?</source>
        <translation>هر جایگاه بردار موقعیت خودش را به کلیدی که در آن است اضافه می‌کند. جفت‌های کلید و مقدار به ترتیب %1 چیده می‌شوند. آیا خروجیِ پرس‌وجو تغییر می‌کند؟</translation>
    </message>
    <message>
        <source>The raw scores q · k are %1 and d = %2. After dividing by √d and applying softmax, what is the largest weight?</source>
        <translation>امتیازهای خامِ ⁦‎q · k‎⁩ برابر %1 هستند و ⁦‎d = %2‎⁩. پس از تقسیم بر ⁦‎√d‎⁩ و اعمال سافت‌مکس، بزرگ‌ترین وزن چقدر است؟</translation>
    </message>
    <message>
        <source>The raw scores q · k are %1 and d = %2. Compared with softmax of the raw scores, are the weights after dividing by √d sharper or flatter?</source>
        <translation>امتیازهای خامِ ⁦‎q · k‎⁩ برابر %1 هستند و ⁦‎d = %2‎⁩. در مقایسه با سافت‌مکس امتیازهای خام، وزن‌ها پس از تقسیم بر ⁦‎√d‎⁩ تیزترند یا هموارتر؟</translation>
    </message>
    <message>
        <source>The raw scores q · k are %1 and d = %2. If we forget to divide by √d, are the weights sharper or flatter than with the division?</source>
        <translation>امتیازهای خامِ ⁦‎q · k‎⁩ برابر %1 هستند و ⁦‎d = %2‎⁩. اگر تقسیم بر ⁦‎√d‎⁩ را فراموش کنیم، وزن‌ها نسبت به حالت با تقسیم تیزترند یا هموارتر؟</translation>
    </message>
    <message>
        <source>Softmax turns the scores %1 into weights. What are the weights, in order?</source>
        <translation>سافت‌مکس امتیازهای %1 را به وزن تبدیل می‌کند. وزن‌ها به ترتیب چه هستند؟</translation>
    </message>
    <message>
        <source>The scores are %1. With temperature T = %2 (each score divided by T before softmax), what is the largest weight?</source>
        <translation>امتیازها %1 هستند. با دمای ⁦‎T = %2‎⁩ (هر امتیاز پیش از سافت‌مکس بر ⁦‎T‎⁩ تقسیم می‌شود)، بزرگ‌ترین وزن چقدر است؟</translation>
    </message>
    <message>
        <source>The scores are %1. Compared with T = 1, are the weights at temperature T = %2 sharper or flatter?</source>
        <translation>امتیازها %1 هستند. در مقایسه با ⁦‎T = 1‎⁩، وزن‌ها در دمای ⁦‎T = %2‎⁩ تیزترند یا هموارتر؟</translation>
    </message>
    <message>
        <source>The query is (%1); the keys are given in order. Which position (1 to %2) does the head read from most?</source>
        <translation>پرس‌وجو ⁦‎(%1)‎⁩ است و کلیدها به ترتیب داده شده‌اند. این سرِ توجه بیش از همه از کدام موقعیت (۱ تا %2) می‌خواند؟</translation>
    </message>
    <message>
        <source>The query is (%1), the keys %2 and the values %3; d = %4. Divide the scores by √d, apply softmax and blend the values. What is the output?</source>
        <translation>پرس‌وجو ⁦‎(%1)‎⁩ است، کلیدها %2 و مقدارها %3؛ ⁦‎d = %4‎⁩. امتیازها را بر ⁦‎√d‎⁩ تقسیم کنید، سافت‌مکس بگیرید و مقدارها را با این وزن‌ها ترکیب کنید. خروجی چیست؟</translation>
    </message>
    <message>
        <source>The query is (%1), the keys %2 and the values %3; d = %4. Divide the scores by √d and apply softmax. What are the weights, in order?</source>
        <translation>پرس‌وجو ⁦‎(%1)‎⁩ است، کلیدها %2 و مقدارها %3؛ ⁦‎d = %4‎⁩. امتیازها را بر ⁦‎√d‎⁩ تقسیم کنید و سافت‌مکس بگیرید. وزن‌ها به ترتیب چه هستند؟</translation>
    </message>
    <message>
        <source>A sequence has %1 positions and a causal mask. How many query-key pairs stay visible?</source>
        <translation>دنباله‌ای %1 موقعیت دارد و ماسکی علّی بر آن است. چند جفتِ پرس‌وجو و کلید دیدنی می‌مانند؟</translation>
    </message>
    <message>
        <source>A sequence has %1 positions and a causal mask. How many query-key pairs does the mask hide?</source>
        <translation>دنباله‌ای %1 موقعیت دارد و ماسکی علّی بر آن است. ماسک چند جفتِ پرس‌وجو و کلید را پنهان می‌کند؟</translation>
    </message>
    <message>
        <source>A sequence has %1 positions and a causal mask. Which key positions does the query at position %2 see? List them in order.</source>
        <translation>دنباله‌ای %1 موقعیت دارد و ماسکی علّی بر آن است. پرس‌وجوی موقعیتِ %2 کلیدهای کدام موقعیت‌ها را می‌بیند؟ آن‌ها را به ترتیب بنویسید.</translation>
    </message>
    <message>
        <source>A sequence has %1 positions and a causal mask. Which query positions see the key at position %2? List them in order.</source>
        <translation>دنباله‌ای %1 موقعیت دارد و ماسکی علّی بر آن است. پرس‌وجوهای کدام موقعیت‌ها کلیدِ موقعیتِ %2 را می‌بینند؟ آن‌ها را به ترتیب بنویسید.</translation>
    </message>
    <message>
        <source>One attention head over %1 tokens makes %1 × %1 query-key comparisons. The text grows to %2 tokens. How many times as many comparisons does the head make now?</source>
        <translation>یک سرِ توجه روی %1 توکن ⁦‎%1 × %1‎⁩ مقایسهٔ پرس‌وجو با کلید انجام می‌دهد. متن به %2 توکن می‌رسد. این سرِ توجه اکنون چند برابرِ پیش مقایسه انجام می‌دهد؟</translation>
    </message>
    <message>
        <source>A layer has %1 heads; each keeps a table of attention weights for %2 positions, %3 bytes per number. How many MiB do the tables take together (1 MiB = 1024 × 1024 bytes)?</source>
        <translation>یک لایه %1 سرِ توجه دارد؛ هر سرِ توجه جدولی از وزن‌های توجه برای %2 موقعیت نگه می‌دارد، هر عدد %3 بایت. این جدول‌ها روی هم چند مبی‌بایت جا می‌گیرند؟ (⁦‎1 MiB = 1024 × 1024‎⁩ بایت)</translation>
    </message>
    <message>
        <source>A model has %1 layers and d_model = %2. Its KV cache keeps a key and a value of width d_model for each of %3 positions in every layer, %4 bytes per number. How many MiB is that (1 MiB = 1024 × 1024 bytes)?</source>
        <translation>مدلی %1 لایه دارد و ⁦‎d_model = %2‎⁩. حافظهٔ نهانِ KV آن در هر لایه برای هر یک از %3 موقعیت یک کلید و یک مقدار به بُعدِ ⁦‎d_model‎⁩ نگه می‌دارد، هر عدد %4 بایت. این چند مبی‌بایت است؟ (⁦‎1 MiB = 1024 × 1024‎⁩ بایت)</translation>
    </message>
    <message>
        <source>The query is (%1), the keys %2 and the values %3, each of width 4 and split into 2 heads of width 2 (head 1: entries 1-2, head 2: entries 3-4). What is head %4&apos;s output?</source>
        <translation>پرس‌وجو ⁦‎(%1)‎⁩ است، کلیدها %2 و مقدارها %3؛ بُعدِ هر یک ۴ است و میانِ ۲ سرِ توجه با بُعدِ ۲ بخش می‌شود (سرِ توجهِ ۱: درایه‌های ۱ و ۲، سرِ توجهِ ۲: درایه‌های ۳ و ۴). خروجیِ سرِ توجهِ %4 چیست؟</translation>
    </message>
    <message>
        <source>The query is (%1), the keys %2 and the values %3, each of width 4 and split into 2 heads of width 2 (head 1: entries 1-2, head 2: entries 3-4). What are head %4&apos;s weights, in order?</source>
        <translation>پرس‌وجو ⁦‎(%1)‎⁩ است، کلیدها %2 و مقدارها %3؛ بُعدِ هر یک ۴ است و میانِ ۲ سرِ توجه با بُعدِ ۲ بخش می‌شود (سرِ توجهِ ۱: درایه‌های ۱ و ۲، سرِ توجهِ ۲: درایه‌های ۳ و ۴). وزن‌های سرِ توجهِ %4 به ترتیب چه هستند؟</translation>
    </message>
    <message>
        <source>The query at position %1 of %2 has the scores %3 against keys 1 to %2. With a causal mask, what are its weights for all %2 keys, in order?</source>
        <translation>پرس‌وجوی موقعیتِ %1 از %2 در برابرِ کلیدهای ۱ تا %2 امتیازهای %3 را دارد. با ماسکِ علّی، وزن‌هایش برای هر %2 کلید به ترتیب چه هستند؟</translation>
    </message>
    <message>
        <source>The scores are %1. A padding mask hides position %2. What are the weights of all %3 positions, in order?</source>
        <translation>امتیازها %1 هستند. ماسکِ لایه‌گذاری موقعیتِ %2 را پنهان می‌کند. وزن‌های هر %3 موقعیت به ترتیب چه هستند؟</translation>
    </message>
    <message>
        <source>The scores are %1. A padding mask hides positions %2. What are the weights of all %3 positions, in order?</source>
        <translation>امتیازها %1 هستند. ماسکِ لایه‌گذاری موقعیت‌های %2 را پنهان می‌کند. وزن‌های هر %3 موقعیت به ترتیب چه هستند؟</translation>
    </message>
    <message>
        <source>In a sinusoidal encoding of width d = %1, column %2 (counting from 0) of position pos = %3 uses the angle pos / 10000^(2i/d). What is that angle?</source>
        <translation>در کدگذاریِ سینوسی با بُعدِ ⁦‎d = %1‎⁩، ستونِ %2 (با شمارش از ۰) در موقعیتِ ⁦‎pos = %3‎⁩ زاویهٔ ⁦‎pos / 10000^(2i/d)‎⁩ را به کار می‌برد. این زاویه چقدر است؟</translation>
    </message>
    <message>
        <source>With PE(pos, 2i) = sin(pos / 10000^(2i/d)) and PE(pos, 2i+1) = cos(pos / 10000^(2i/d)) in radians, and d = %1: what is the entry of position pos = %2 in column %3 (counting from 0)?</source>
        <translation>با ⁦‎PE(pos, 2i) = sin(pos / 10000^(2i/d))‎⁩ و ⁦‎PE(pos, 2i+1) = cos(pos / 10000^(2i/d))‎⁩ بر حسبِ رادیان و ⁦‎d = %1‎⁩: درایهٔ موقعیتِ ⁦‎pos = %2‎⁩ در ستونِ %3 (با شمارش از ۰) چیست؟</translation>
    </message>
    <message>
        <source>The input is x = (%1) and W_Q has the rows %2, one row per entry of x. What is the query q = x W_Q?</source>
        <translation>ورودی ⁦‎x = (%1)‎⁩ است و ماتریسِ نگاشتِ خطیِ ⁦‎W_Q‎⁩ سطرهای %2 را دارد، یک سطر برای هر درایهٔ ⁦‎x‎⁩. پرس‌وجوی ⁦‎q = x W_Q‎⁩ چیست؟</translation>
    </message>
    <message>
        <source>The input is x = (%1) and W_K has the rows %2, one row per entry of x. What is the key k = x W_K?</source>
        <translation>ورودی ⁦‎x = (%1)‎⁩ است و ماتریسِ نگاشتِ خطیِ ⁦‎W_K‎⁩ سطرهای %2 را دارد، یک سطر برای هر درایهٔ ⁦‎x‎⁩. کلیدِ ⁦‎k = x W_K‎⁩ چیست؟</translation>
    </message>
    <message>
        <source>The input is x = (%1) and W_V has the rows %2, one row per entry of x. What is the value v = x W_V?</source>
        <translation>ورودی ⁦‎x = (%1)‎⁩ است و ماتریسِ نگاشتِ خطیِ ⁦‎W_V‎⁩ سطرهای %2 را دارد، یک سطر برای هر درایهٔ ⁦‎x‎⁩. مقدارِ ⁦‎v = x W_V‎⁩ چیست؟</translation>
    </message>
    <message>
        <source>The query is q = (%1). The inputs of the keys, in order, are %2, and W_K has the rows %3. Each key is its input times W_K. Which position (1 to %4) scores highest?</source>
        <translation>پرس‌وجو ⁦‎q = (%1)‎⁩ است. ورودی‌های کلیدها به ترتیب %2 هستند و ⁦‎W_K‎⁩ سطرهای %3 را دارد. هر کلید حاصل‌ضربِ ورودی‌اش در ⁦‎W_K‎⁩ است. کدام موقعیت (۱ تا %4) بیشترین امتیاز را می‌گیرد؟</translation>
    </message>
    <message>
        <source>Two positions have the inputs x1 = (%1) and x2 = (%2). W_Q has the rows %3 and W_K the rows %4. What are the scores q1 · k2 and q2 · k1, in that order?</source>
        <translation>دو موقعیت ورودی‌های ⁦‎x1 = (%1)‎⁩ و ⁦‎x2 = (%2)‎⁩ را دارند. ⁦‎W_Q‎⁩ سطرهای %3 و ⁦‎W_K‎⁩ سطرهای %4 را دارد. امتیازهای ⁦‎q1 · k2‎⁩ و ⁦‎q2 · k1‎⁩ به همین ترتیب چه هستند؟</translation>
    </message>
    <message>
        <source>Before reordering, the weights are %1 and the values %2, pair by pair. The key/value pairs are put in the order %3, each value staying with its key. What is the output now?</source>
        <translation>پیش از جابه‌جایی، وزن‌ها %1 و مقدارها %2 هستند، جفت به جفت. جفت‌های کلید و مقدار به ترتیبِ %3 چیده می‌شوند و هر مقدار کنارِ کلیدِ خودش می‌ماند. اکنون خروجی چیست؟</translation>
    </message>
    <message>
        <source>Before reordering, the weights are %1 and the values %2, slot by slot. Only the keys are put in the order %3, each weight going with its key; the values stay where they were. What is the output now?</source>
        <translation>پیش از جابه‌جایی، وزن‌ها %1 و مقدارها %2 هستند، جایگاه به جایگاه. فقط کلیدها به ترتیبِ %3 چیده می‌شوند و هر وزن همراهِ کلیدش می‌رود؛ مقدارها سرِ جای خودشان می‌مانند. اکنون خروجی چیست؟</translation>
    </message>
    <message>
        <source>The query is (%1) and the keys %2. Each slot adds its own position vector, %3, to the key in it. The pairs are put in the order %4. What are the scores q · key of slots 1 to %5 now?</source>
        <translation>پرس‌وجو ⁦‎(%1)‎⁩ است و کلیدها %2. هر جایگاه بردارِ موقعیتِ خودش را، از میانِ %3، به کلیدی که در آن است می‌افزاید. جفت‌ها به ترتیبِ %4 چیده می‌شوند. اکنون امتیازهای ⁦‎q · k‎⁩ جایگاه‌های ۱ تا %5 چه هستند؟</translation>
    </message>
    <message>
        <source>The raw scores q · k are %1 and d = %2. What is the largest weight without dividing by √d, and what is it with the division? Give both, in that order.</source>
        <translation>امتیازهای خامِ ⁦‎q · k‎⁩ برابرِ %1 هستند و ⁦‎d = %2‎⁩. بزرگ‌ترین وزن بدونِ تقسیم بر ⁦‎√d‎⁩ چقدر است و با این تقسیم چقدر؟ هر دو را به همین ترتیب بنویسید.</translation>
    </message>
    <message>
        <source>The raw scores q · k are %1 and d = %2. Divide them by √d and apply softmax: what are the weights, in order?</source>
        <translation>امتیازهای خامِ ⁦‎q · k‎⁩ برابرِ %1 هستند و ⁦‎d = %2‎⁩. آن‌ها را بر ⁦‎√d‎⁩ تقسیم کنید و سافت‌مکس بگیرید: وزن‌ها به ترتیب چه هستند؟</translation>
    </message>
    <message>
        <source>Head 1 has the raw scores %1 and d = %2; head 2 has the raw scores %3 and d = %4. Each divides by its own √d. In which head (1 or 2) is the largest weight bigger?</source>
        <translation>سرِ توجهِ ۱ امتیازهای خامِ %1 و ⁦‎d = %2‎⁩ را دارد؛ سرِ توجهِ ۲ امتیازهای خامِ %3 و ⁦‎d = %4‎⁩ را. هر سرِ توجه بر ⁦‎√d‎⁩ خودش تقسیم می‌کند. بزرگ‌ترین وزن در کدام سرِ توجه (۱ یا ۲) بزرگ‌تر است؟</translation>
    </message>
    <message>
        <source>A head has W_Q with the rows %1 and W_K with the rows %2. The query position&apos;s input is x = (%3), the key position&apos;s input is y = (%4). Compute the score both as (x W_Q) · (y W_K) and as x (W_Q W_Kᵀ) yᵀ. What is it?</source>
        <translation>سطرهای ⁦‎W_Q‎⁩ برابرِ %1 و سطرهای ⁦‎W_K‎⁩ برابرِ %2 است. ورودیِ موقعیتِ پرس‌وجو ⁦‎x = (%3)‎⁩ و ورودیِ موقعیتِ کلید ⁦‎y = (%4)‎⁩ است. امتیاز را هم به صورتِ ⁦‎(x W_Q) · (y W_K)‎⁩ و هم به صورتِ ⁦‎x (W_Q W_Kᵀ) yᵀ‎⁩ حساب کنید. امتیاز چند است؟</translation>
    </message>
    <message>
        <source>A head reads inputs of dimension d_model = %1, and its W_Q and W_K are %1 × %2 (d_head = %2). What is the largest rank W_Q W_Kᵀ can have, and at least how many dimensions does the subspace of directions have along which a key input can move without changing any of the head&apos;s scores? Give both, in that order.</source>
        <translation>یک سرِ توجه ورودی‌هایی با بُعدِ ⁦‎d_model = %1‎⁩ می‌خواند و ⁦‎W_Q‎⁩ و ⁦‎W_K‎⁩ آن ماتریس‌هایی ⁦‎%1 × %2‎⁩ هستند ⁦‎(d_head = %2)‎⁩. بیشترین رتبه‌ای که ⁦‎W_Q W_Kᵀ‎⁩ می‌تواند داشته باشد چند است، و زیرفضای جهت‌هایی که ورودیِ کلید می‌تواند در راستایشان جابه‌جا شود بی‌آن‌که هیچ امتیازی از این سرِ توجه تغییر کند، دست‌کم چند بُعد دارد؟ هر دو را به همین ترتیب بنویسید.</translation>
    </message>
    <message>
        <source>A head has W_Q with the rows %1 and W_K with the rows %2. The query position&apos;s input is x = (%3) and the key position&apos;s input is y = (%4). The key input then moves by u = (%5). What are the scores of x against y and against y + u, in that order?</source>
        <translation>سطرهای ⁦‎W_Q‎⁩ برابرِ %1 و سطرهای ⁦‎W_K‎⁩ برابرِ %2 است. ورودیِ موقعیتِ پرس‌وجو ⁦‎x = (%3)‎⁩ و ورودیِ موقعیتِ کلید ⁦‎y = (%4)‎⁩ است. سپس ورودیِ کلید به اندازهٔ ⁦‎u = (%5)‎⁩ جابه‌جا می‌شود. امتیازِ ⁦‎x‎⁩ در برابرِ ⁦‎y‎⁩ و در برابرِ ⁦‎y + u‎⁩ به همین ترتیب چیست؟</translation>
    </message>
    <message>
        <source>In a cross-attention layer, %1 decoder positions read an encoder output of %2 positions; d_model = %3 and there are %4 heads. What is the shape of one head&apos;s table of attention weights? Give its rows, then its columns.</source>
        <translation>در یک لایهٔ توجهِ متقاطع، %1 موقعیتِ رمزگشا خروجیِ رمزگذار را با %2 موقعیت می‌خوانند؛ ⁦‎d_model = %3‎⁩ و %4 سرِ توجه هست. جدولِ وزن‌های توجهِ یک سرِ توجه چه شکلی دارد؟ شمارِ سطرها و سپس شمارِ ستون‌ها را بنویسید.</translation>
    </message>
    <message>
        <source>In a cross-attention layer, %1 decoder positions read an encoder output of %2 positions; d_model = %3 and there are %4 heads, each working in d_model / %4 dimensions. What is the shape of one head&apos;s output? Give its rows, then its columns.</source>
        <translation>در یک لایهٔ توجهِ متقاطع، %1 موقعیتِ رمزگشا خروجیِ رمزگذار را با %2 موقعیت می‌خوانند؛ ⁦‎d_model = %3‎⁩ و %4 سرِ توجه هست که هر کدام در ⁦‎d_model / %4‎⁩ بُعد کار می‌کند. خروجیِ یک سرِ توجه چه شکلی دارد؟ شمارِ سطرها و سپس شمارِ ستون‌ها را بنویسید.</translation>
    </message>
    <message>
        <source>In one head of a cross-attention layer, the queries of the decoder form Q, %1 × %2, and the keys of the encoder form K with %3 rows. How many columns must K have, and how many rows must V have? Give the two numbers in that order.</source>
        <translation>در یک سرِ توجه از یک لایهٔ توجهِ متقاطع، پرس‌وجوهای رمزگشا ماتریسِ ⁦‎Q‎⁩ را با شکلِ ⁦‎%1 × %2‎⁩ می‌سازند و کلیدهای رمزگذار ماتریسِ ⁦‎K‎⁩ را با %3 سطر. ⁦‎K‎⁩ چند ستون باید داشته باشد و ⁦‎V‎⁩ چند سطر؟ این دو عدد را به همین ترتیب بنویسید.</translation>
    </message>
    <message>
        <source>A training sequence has the %1 token ids %2. Under teacher forcing the model reads every token but the last as its input, and each input position is trained to predict the next token of the sequence. What is the target of input position %3?</source>
        <translation>یک دنبالهٔ آموزشی این %1 شناسهٔ توکن را دارد: %2. در آموزش با اجبارِ معلم، مدل همهٔ توکن‌ها جز آخری را به‌عنوانِ ورودی می‌خواند و هر موقعیتِ ورودی آموزش می‌بیند تا توکنِ بعدیِ دنباله را پیش‌بینی کند. هدفِ موقعیتِ ورودیِ %3 چیست؟</translation>
    </message>
    <message>
        <source>A training batch holds %1 sequences of %2 tokens, padded to the longest; padding gets no target and no loss. Under teacher forcing with a causal mask, each sequence&apos;s inputs are all its tokens but the last and its targets all but the first. How many next-token predictions, each with its own loss, does one forward pass over the batch make?</source>
        <translation>یک دستهٔ آموزشی %1 دنباله با %2 توکن دارد که تا طولِ بلندترین لایه‌گذاری شده‌اند؛ لایه‌گذاری نه هدف می‌گیرد و نه زیان. در آموزش با اجبارِ معلم و ماسکِ علّی، ورودی‌های هر دنباله همهٔ توکن‌هایش جز آخری است و هدف‌هایش همه جز اولی. یک گذرِ رو به جلو روی این دسته چند پیش‌بینیِ توکنِ بعدی، هر کدام با زیانِ خودش، می‌دهد؟</translation>
    </message>
    <message>
        <source>A causal head without positional encodings gives every key a query may see the same score, %1. The values of the %2 positions are (%3). What is the output at position %4, to 2 decimals?</source>
        <translation>یک سرِ توجهِ علّی بی کدگذاریِ موقعیت به هر کلیدی که پرس‌وجو می‌بیند امتیازِ یکسانِ %1 را می‌دهد. مقدارهای %2 موقعیت (%3) است. خروجی در موقعیتِ %4 چیست؟ تا دو رقمِ اعشار بنویسید.</translation>
    </message>
    <message>
        <source>A causal head without positional encodings gives every key a query may see the same score, %1. The values of the %2 positions are (%3). One position&apos;s output is %4. Which position is it?</source>
        <translation>یک سرِ توجهِ علّی بی کدگذاریِ موقعیت به هر کلیدی که پرس‌وجو می‌بیند امتیازِ یکسانِ %1 را می‌دهد. مقدارهای %2 موقعیت (%3) است. خروجیِ یکی از موقعیت‌ها %4 است. کدام موقعیت؟</translation>
    </message>
    <message>
        <source>An additive score has W with the rows %1, U with the rows %2 and v = (%3). The query is q = (%4) and the key is k = (%5). What is the score vᵀ tanh(W q + U k)? Round to 2 decimals.</source>
        <translation>در یک امتیازِ جمعی، سطرهای ⁦‎W‎⁩ برابرِ %1، سطرهای ⁦‎U‎⁩ برابرِ %2 و ⁦‎v = (%3)‎⁩ است. پرس‌وجو ⁦‎q = (%4)‎⁩ و کلید ⁦‎k = (%5)‎⁩ است. امتیازِ ⁦‎vᵀ tanh(W q + U k)‎⁩ چند است؟ تا دو رقمِ اعشار گرد کنید.</translation>
    </message>
    <message>
        <source>A general score has W with the rows %1. The query is q = (%2) and the key is k = (%3). What is the score qᵀ W k?</source>
        <translation>در یک امتیازِ عمومی، سطرهای ⁦‎W‎⁩ برابرِ %1 است. پرس‌وجو ⁦‎q = (%2)‎⁩ و کلید ⁦‎k = (%3)‎⁩ است. امتیازِ ⁦‎qᵀ W k‎⁩ چند است؟</translation>
    </message>
    <message>
        <source>The queries are the rows of Q: %1. The keys are the rows of K: %2. What is Q Kᵀ, the dot-product scores of every query against every key? Give it row by row, one row per query.</source>
        <translation>پرس‌وجوها سطرهای ⁦‎Q‎⁩ هستند: %1. کلیدها سطرهای ⁦‎K‎⁩ هستند: %2. ⁦‎Q Kᵀ‎⁩، یعنی امتیازهای ضربِ داخلیِ هر پرس‌وجو در برابرِ هر کلید، چیست؟ آن را سطر به سطر بنویسید، برای هر پرس‌وجو یک سطر.</translation>
    </message>
    <message>
        <source>The labelled points (xᵢ, yᵢ) are %1. With the Gaussian kernel K(x, xᵢ) = e^(−(x − xᵢ)²/2), what is the Nadaraya–Watson estimate at x = %2? Round to 2 decimals.</source>
        <translation>نقطه‌های برچسب‌دارِ ⁦‎(xᵢ, yᵢ)‎⁩ این‌ها هستند: %1. با هستهٔ گاوسیِ ⁦‎K(x, xᵢ) = e^(−(x − xᵢ)²/2)‎⁩، برآوردِ نادارایا–واتسون در ⁦‎x = %2‎⁩ چیست؟ تا دو رقمِ اعشار گرد کنید.</translation>
    </message>
    <message>
        <source>Smooth with the kernel K(q, k) = e^(q · k / √d), d = 4: the query is q = %1, the points are the keys %2 and their outputs are %3. What is the Nadaraya–Watson estimate at q (the output of this attention head)? Round to 2 decimals.</source>
        <translation>با هستهٔ ⁦‎K(q, k) = e^(q · k / √d)‎⁩ و ⁦‎d = 4‎⁩ هموار کنید: پرس‌وجو ⁦‎q = %1‎⁩ است، نقطه‌ها کلیدهای %2 هستند و خروجی‌هایشان %3. برآوردِ نادارایا–واتسون در q (خروجیِ این سرِ توجه) چیست؟ تا دو رقمِ اعشار گرد کنید.</translation>
    </message>
    <message>
        <source>The labelled points (xᵢ, yᵢ) are %1, smoothed with the Gaussian kernel K(x, xᵢ) = e^(−(x − xᵢ)²/(2h²)). What does the estimate at x = %2 tend to as the bandwidth h shrinks to 0, what is it at h = 1, and what does it tend to as h grows without bound? Give the three numbers in that order, to 2 decimals.</source>
        <translation>نقطه‌های برچسب‌دارِ ⁦‎(xᵢ, yᵢ)‎⁩، یعنی %1، با هستهٔ گاوسیِ ⁦‎K(x, xᵢ) = e^(−(x − xᵢ)²/(2h²))‎⁩ هموار می‌شوند. وقتی پارامترِ هموارسازیِ h به صفر میل می‌کند برآورد در ⁦‎x = %2‎⁩ به چه عددی میل می‌کند، در ⁦‎h = 1‎⁩ چقدر است، و وقتی h بی‌کران بزرگ می‌شود به چه عددی میل می‌کند؟ سه عدد را به همین ترتیب و تا دو رقمِ اعشار بنویسید.</translation>
    </message>
    <message>
        <source>A recurrent network reads a sequence of %1 positions from left to right; the state at each position is made from the state just before it. How many steps does a signal take from position %2 to position %3, and how many between the two ends of the sequence? Give both numbers in that order.</source>
        <translation>یک شبکهٔ بازگشتی دنباله‌ای با %1 موقعیت را از چپ به راست می‌خواند؛ حالتِ هر موقعیت از حالتِ درست پیش از آن ساخته می‌شود. سیگنال از موقعیتِ %2 تا موقعیتِ %3 چند گام طی می‌کند، و میانِ دو انتهای دنباله چند گام؟ هر دو عدد را به همین ترتیب بنویسید.</translation>
    </message>
    <message>
        <source>A sequence of %1 positions goes either through a recurrent layer, where each state is made from the one before it, or through one self-attention layer. How many steps does a signal take from position %2 to position %3 in the recurrent layer, and how many in the attention layer? Give both numbers in that order.</source>
        <translation>دنباله‌ای با %1 موقعیت یا از یک لایهٔ بازگشتی می‌گذرد، که در آن هر حالت از حالتِ پیشین ساخته می‌شود، یا از یک لایهٔ خودتوجهی. سیگنال از موقعیتِ %2 تا موقعیتِ %3 در لایهٔ بازگشتی چند گام طی می‌کند و در لایهٔ توجه چند گام؟ هر دو عدد را به همین ترتیب بنویسید.</translation>
    </message>
    <message>
        <source>A sequence of %1 positions goes through a stack of convolutions of kernel width %2: in each layer, a position reads itself and the %3 positions just before it. How many layers must a signal cross to get from position %4 to position %5?</source>
        <translation>دنباله‌ای با %1 موقعیت از پشته‌ای از کانولوشن‌ها با اندازهٔ کرنلِ %2 می‌گذرد: در هر لایه، هر موقعیت خودش و %3 موقعیتِ درست پیش از خودش را می‌خواند. سیگنال برای رسیدن از موقعیتِ %4 به موقعیتِ %5 باید از چند لایه بگذرد؟</translation>
    </message>
    <message>
        <source>A decoder has %1 layers and %2 attention heads with d_head = %3. With full multi-head attention its KV cache for one sequence of %4 tokens, %5 bytes per number, takes %6 MiB. A version of it keeps g = %7 key-value heads, each shared by a group of query heads (g = 1 is multi-query attention). How many times smaller is its cache, and how many MiB does it take? Give both numbers in that order.</source>
        <translation>یک رمزگشا %1 لایه و %2 سرِ توجه با ⁦‎d_head = %3‎⁩ دارد. با توجهِ چندسَرِ کامل، حافظهٔ نهانِ کلید و مقدارِ آن برای یک دنباله با %4 توکن، هر عدد %5 بایت، %6 مبی‌بایت جا می‌گیرد. نسخه‌ای از همین مدل کلید و مقدار را فقط برای ⁦‎g = %7‎⁩ گروه نگه می‌دارد و سرهای توجهِ هر گروه کلید و مقدارِ گروهشان را با هم به کار می‌برند (⁦‎g = 1‎⁩ همان توجهِ چندپرس‌وجویی است). حافظهٔ نهانِ این نسخه چند برابر کوچک‌تر است و چند مبی‌بایت جا می‌گیرد؟ هر دو عدد را به همین ترتیب بنویسید.</translation>
    </message>
    <message>
        <source>A decoder has %1 layers and %2 attention heads with d_head = %3, each with its own keys and values (multi-head attention). The batch size is %4, each sequence is %5 tokens long, and it stores %6 bytes per number. How many MiB does its KV cache take (1 MiB = 1024 × 1024 bytes)?</source>
        <translation>یک رمزگشا %1 لایه و %2 سرِ توجه با ⁦‎d_head = %3‎⁩ دارد و هر سرِ توجه کلیدها و مقدارهای خودش را دارد (توجهِ چندسَر). اندازهٔ دسته %4 است، هر دنباله %5 توکن دارد و هر عدد در %6 بایت نگه داشته می‌شود. حافظهٔ نهانِ کلید و مقدارِ آن چند مبی‌بایت جا می‌گیرد؟ (⁦‎1 MiB = 1024 × 1024‎⁩ بایت)</translation>
    </message>
    <message>
        <source>A decoder has %1 layers and %2 query heads with d_head = %3, split into %4 groups; the heads of a group share one key and one value (grouped-query attention). The batch size is %5, each sequence is %6 tokens long, and it stores %7 bytes per number. How many MiB does its KV cache take (1 MiB = 1024 × 1024 bytes)?</source>
        <translation>یک رمزگشا %1 لایه و %2 سرِ توجهِ پرس‌وجو با ⁦‎d_head = %3‎⁩ دارد که به %4 گروه تقسیم شده‌اند؛ سرهای توجهِ هر گروه یک کلید و یک مقدار را با هم به کار می‌برند (توجهِ پرس‌وجوی گروهی). اندازهٔ دسته %5 است، هر دنباله %6 توکن دارد و هر عدد در %7 بایت نگه داشته می‌شود. حافظهٔ نهانِ کلید و مقدارِ آن چند مبی‌بایت جا می‌گیرد؟ (⁦‎1 MiB = 1024 × 1024‎⁩ بایت)</translation>
    </message>
    <message>
        <source>Softmax reads the scores in two blocks: block 1 holds %1 and block 2 holds %2. Each block keeps its largest score and the sum of e^(s − that maximum); then the two are merged. What are the merged maximum m and the merged sum ℓ = Σ e^(s − m) over all the scores? Give m, then ℓ to 2 decimals.</source>
        <translation>سافت‌مکس امتیازها را در دو بلوک می‌خواند: بلوکِ ۱ شاملِ %1 است و بلوکِ ۲ شاملِ %2. هر بلوک بزرگ‌ترین امتیازِ خودش را نگه می‌دارد و مجموعِ e به توانِ «امتیاز منهای همان بیشینه» را؛ سپس این دو ادغام می‌شوند. بیشینهٔ ادغام‌شدهٔ m و مجموعِ ادغام‌شدهٔ ⁦‎ℓ = Σ e^(s − m)‎⁩ روی همهٔ امتیازها چیست؟ اول m را بدهید، بعد ℓ را تا دو رقمِ اعشار.</translation>
    </message>
    <message>
        <source>Attention reads its keys in two blocks. Block 1 has the scores %1 and the one-number values %2; block 2 has the scores %3 and the values %4, and raises the largest score. After block 1 the partial output is a₁ = Σ e^(s − m₁) v, with m₁ block 1&apos;s largest score. Give a₁ rescaled to the new maximum m, a₁ × e^(m₁ − m), then the final output a / ℓ, both to 2 decimals.</source>
        <translation>توجه کلیدهایش را در دو بلوک می‌خواند. بلوکِ ۱ امتیازهای %1 و مقدارهای تک‌عددیِ %2 را دارد؛ بلوکِ ۲ امتیازهای %3 و مقدارهای %4 را دارد و بزرگ‌ترین امتیاز را بالاتر می‌برد. پس از بلوکِ ۱ خروجیِ جزئی ⁦‎a₁ = Σ e^(s − m₁) v‎⁩ است که در آن m₁ بزرگ‌ترین امتیازِ بلوکِ ۱ است. اول a₁ را پس از بردن به بیشینهٔ تازهٔ m بدهید، یعنی ⁦‎a₁ × e^(m₁ − m)‎⁩، و بعد خروجیِ نهایی ⁦‎a / ℓ‎⁩ را؛ هر دو تا دو رقمِ اعشار.</translation>
    </message>
    <message>
        <source>A head turns the 2-D pair x = %1 by θ = %2 radians per position, and x sits at position m = %3. Turned counterclockwise by m θ, what does x become, and what is its length? Give the two entries, then the length, to 2 decimals.</source>
        <translation>یک سرِ توجه جفتِ دوبعدیِ ⁦‎x = %1‎⁩ را در هر موقعیت ⁦‎θ = %2‎⁩ رادیان می‌چرخاند و x در موقعیتِ ⁦‎m = %3‎⁩ نشسته است. پس از چرخشِ پادساعت‌گرد به اندازهٔ ⁦‎m θ‎⁩، x چه برداری می‌شود و طولش چقدر است؟ دو درایه و سپس طول را تا دو رقمِ اعشار بنویسید.</translation>
    </message>
    <message>
        <source>A head turns its 2-D queries and keys by θ = %1 radians per position. The query q = %2 sits at position m = %3 and the key k = %4 at position n = %5. What is the score of the turned query against the turned key? Round to 2 decimals.</source>
        <translation>یک سرِ توجه پرس‌وجوها و کلیدهای دوبعدی‌اش را در هر موقعیت ⁦‎θ = %1‎⁩ رادیان می‌چرخاند. پرس‌وجوی ⁦‎q = %2‎⁩ در موقعیتِ ⁦‎m = %3‎⁩ است و کلیدِ ⁦‎k = %4‎⁩ در موقعیتِ ⁦‎n = %5‎⁩. امتیازِ پرس‌وجوی چرخیده در برابرِ کلیدِ چرخیده چقدر است؟ تا دو رقمِ اعشار گرد کنید.</translation>
    </message>
    <message>
        <source>A head turns its 2-D queries and keys by θ = %1 radians per position; q = %2 and k = %3. What is the score of q at position %4 against k at position %5, and of q at position %6 against k at position %7? Give the two scores in that order, to 2 decimals.</source>
        <translation>یک سرِ توجه پرس‌وجوها و کلیدهای دوبعدی‌اش را در هر موقعیت ⁦‎θ = %1‎⁩ رادیان می‌چرخاند؛ ⁦‎q = %2‎⁩ و ⁦‎k = %3‎⁩. امتیازِ q در موقعیتِ %4 در برابرِ k در موقعیتِ %5 چقدر است، و امتیازِ q در موقعیتِ %6 در برابرِ k در موقعیتِ %7 چقدر؟ دو امتیاز را به همین ترتیب و تا دو رقمِ اعشار بنویسید.</translation>
    </message>
    <message>
        <source>The values of an attention head are %1. Can the head&apos;s output be (%2) for some query and keys? Answer yes or no.</source>
        <translation>مقدارهای یک سرِ توجه %1 هستند. آیا خروجیِ این سرِ توجه، با پرس‌وجو و کلیدهایی مناسب، می‌تواند ⁦‎(%2)‎⁩ باشد؟ با بله یا خیر پاسخ دهید.</translation>
    </message>
    <message>
        <source>The values of an attention head are %1. Whatever its query and keys, between which two numbers does coordinate %2 of its output lie? Give the lower bound, then the upper bound.</source>
        <translation>مقدارهای یک سرِ توجه %1 هستند. پرس‌وجو و کلیدهایش هر چه باشند، مؤلفهٔ %2 از خروجیِ آن میانِ کدام دو عدد قرار می‌گیرد؟ اول کرانِ پایین و بعد کرانِ بالا را بنویسید.</translation>
    </message>
    <message>
        <source>A decoder has %1 layers and %2 query heads with d_head = %3, which all share a single key and value (multi-query attention). The batch size is %4, each sequence is %5 tokens long, and it stores %6 bytes per number. How many MiB does its KV cache take (1 MiB = 1024 × 1024 bytes)?</source>
        <translation>یک رمزگشا %1 لایه و %2 سرِ توجهِ پرس‌وجو با ⁦‎d_head = %3‎⁩ دارد که همه یک کلید و یک مقدارِ مشترک دارند (توجهِ چندپرس‌وجویی). اندازهٔ دسته %4 است، هر دنباله %5 توکن دارد و هر عدد در %6 بایت نگه داشته می‌شود. حافظهٔ نهانِ کلید و مقدارِ آن چند مبی‌بایت جا می‌گیرد؟ (⁦‎1 MiB = 1024 × 1024‎⁩ بایت)</translation>
    </message>
    <message>
        <source>The scores arrive in two blocks: block 1 holds %1 and block 2 holds %2. Counting positions across both blocks, block 1 first, what weight does position %3 get from a softmax over its own block alone, and what weight from the softmax over the whole list, once the blocks are merged? Give both to 2 decimals.</source>
        <translation>امتیازها در دو بلوک می‌رسند: بلوکِ ۱ شاملِ %1 است و بلوکِ ۲ شاملِ %2. موقعیت‌ها را در هر دو بلوک به‌ترتیب بشمارید، اول بلوکِ ۱. موقعیتِ %3 از سافت‌مکسِ بلوکِ خودش به‌تنهایی چه وزنی می‌گیرد، و پس از ادغامِ بلوک‌ها از سافت‌مکسِ کلِ فهرست چه وزنی؟ هر دو را تا دو رقمِ اعشار بدهید.</translation>
    </message>
    <message>
        <source>A rotary embedding with base %1 in a head of dimension d = %2 turns pair i (counting from 0) by θᵢ = %1^(−2i/d) radians per position. Through what angle has pair i = %3 turned at position m = %4? Round to 3 decimals.</source>
        <translation>جاسازیِ چرخشی با پایهٔ %1 در یک سرِ توجه با بُعدِ ⁦‎d = %2‎⁩ جفتِ i را (با شمارش از ۰) در هر موقعیت ⁦‎θᵢ = %1^(−2i/d)‎⁩ رادیان می‌چرخاند. جفتِ ⁦‎i = %3‎⁩ در موقعیتِ ⁦‎m = %4‎⁩ به اندازهٔ چه زاویه‌ای چرخیده است؟ تا سه رقمِ اعشار گرد کنید.</translation>
    </message>
    <message>
        <source>A stack of %1 one-dimensional convolutions of kernel width %2 (stride 1, no dilation) reads a sequence. How many consecutive input positions can one output of the top layer depend on?</source>
        <translation>پشته‌ای از %1 کانولوشنِ یک‌بعدی با اندازهٔ کرنلِ %2 (گامِ ۱، بی‌اتساع) دنباله‌ای را می‌خواند. یک خروجیِ بالاترین لایه به چند موقعیتِ پیاپیِ ورودی می‌تواند وابسته باشد؟</translation>
    </message>
    <message>
        <source>A stack of %1 one-dimensional convolutions of kernel width %2 (stride 1) has the dilations %3, from the bottom layer up: a layer of dilation d reads inputs d positions apart. How many consecutive input positions can one output of the top layer depend on?</source>
        <translation>پشته‌ای از %1 کانولوشنِ یک‌بعدی با اندازهٔ کرنلِ %2 (گامِ ۱)، از پایین‌ترین لایه به بالا، اتساع‌های %3 را دارد: لایه‌ای با اتساعِ d ورودی‌هایی را می‌خواند که d موقعیت از هم فاصله دارند. یک خروجیِ بالاترین لایه به چند موقعیتِ پیاپیِ ورودی می‌تواند وابسته باشد؟</translation>
    </message>
    <message>
        <source>One output must be able to depend on %1 consecutive input positions. With one-dimensional convolutions of kernel width %2 (stride 1), how many layers are needed without dilation, and how many when the dilations are 1, %2, %2 × %2, … (each layer&apos;s dilation %2 times the one below)? Give both numbers in that order.</source>
        <translation>یک خروجی باید بتواند به %1 موقعیتِ پیاپیِ ورودی وابسته باشد. با کانولوشن‌های یک‌بعدی با اندازهٔ کرنلِ %2 (گامِ ۱)، بی‌اتساع چند لایه لازم است، و وقتی اتساع‌ها ⁦‎۱، %2، %2 × %2، …‎⁩ باشند (اتساعِ هر لایه %2 برابرِ لایهٔ زیرینش) چند لایه؟ هر دو عدد را به همین ترتیب بنویسید.</translation>
    </message>
    <message>
        <source>In a recurrent network h_t = f(h_(t−1), x_t), every step Jacobian ∂h_t/∂h_(t−1) has norm at most γ = %1. What upper bound does that give on the norm of the gradient of the state at step %2 with respect to the state at step 1? Round to 3 decimals.</source>
        <translation>در شبکهٔ بازگشتیِ ⁦‎h_t = f(h_(t−1), x_t)‎⁩، نُرمِ ژاکوبیِ هر گام، ⁦‎∂h_t/∂h_(t−1)‎⁩، حداکثر ⁦‎γ = %1‎⁩ است. این برای نُرمِ گرادیانِ حالت در گامِ %2 نسبت به حالت در گامِ ۱ چه کرانِ بالایی می‌دهد؟ تا سه رقمِ اعشار گرد کنید.</translation>
    </message>
    <message>
        <source>In a recurrent network every step Jacobian ∂h_t/∂h_(t−1) has norm at most γ = %1, so the gradient of the state at step t with respect to the state at step 1 has norm at most γ^(t − 1). At which step t does this bound first fall below %2?</source>
        <translation>در یک شبکهٔ بازگشتی نُرمِ ژاکوبیِ هر گام، ⁦‎∂h_t/∂h_(t−1)‎⁩، حداکثر ⁦‎γ = %1‎⁩ است، پس نُرمِ گرادیانِ حالت در گامِ t نسبت به حالت در گامِ ۱ حداکثر ⁦‎γ^(t − 1)‎⁩ است. این کران نخستین بار در کدام گامِ t از %2 کمتر می‌شود؟</translation>
    </message>
    <message>
        <source>A causal model reads the %1 token ids (%2). In its first layer, a previous-token head works at position %3. Which position does it attend to, and which token id does it copy into position %3? Answer the position, then the token.</source>
        <translation>یک مدلِ علّی این %1 شناسهٔ توکن را می‌خواند: (%2). در لایهٔ اولِ آن، یک سرِ توجهِ توکنِ قبلی در موقعیتِ %3 کار می‌کند. این سرِ توجه به کدام موقعیت توجه می‌کند و شناسهٔ کدام توکن را در موقعیتِ %3 کپی می‌کند؟ اول موقعیت را بنویسید، بعد توکن را.</translation>
    </message>
    <message>
        <source>A causal model reads the %1 token ids (%2). Layer 1 has a previous-token head; layer 2 has an induction head. Which position does the induction head at position %3 attend to most?</source>
        <translation>یک مدلِ علّی این %1 شناسهٔ توکن را می‌خواند: (%2). لایهٔ ۱ یک سرِ توجهِ توکنِ قبلی دارد و لایهٔ ۲ یک سرِ توجهِ القایی. سرِ توجهِ القایی در موقعیتِ %3 بیشترین توجه را به کدام موقعیت می‌کند؟</translation>
    </message>
    <message>
        <source>A causal model reads the %1 token ids (%2). Layer 1 has a previous-token head; layer 2 has an induction head. Which token id does the induction head at position %3 predict comes next?</source>
        <translation>یک مدلِ علّی این %1 شناسهٔ توکن را می‌خواند: (%2). لایهٔ ۱ یک سرِ توجهِ توکنِ قبلی دارد و لایهٔ ۲ یک سرِ توجهِ القایی. سرِ توجهِ القایی در موقعیتِ %3 پیش‌بینی می‌کند شناسهٔ کدام توکن بعد می‌آید؟</translation>
    </message>
    <message>
        <source>A head&apos;s values are %1 and its weights (%2), one weight per value, in order. Another weight vector takes %3 of weight from position %4 and gives all of it to one other position, chosen so that the output stays exactly the same. Write that weight vector.</source>
        <translation>مقدارهای یک سرِ توجه %1 هستند و وزن‌هایش (%2)، به ترتیب یک وزن برای هر مقدار. بردارِ وزنِ دیگری %3 از وزنِ موقعیتِ %4 برمی‌دارد و همه‌اش را به یک موقعیتِ دیگر می‌دهد؛ آن موقعیت طوری انتخاب شده که خروجی دقیقاً همان بماند. این بردارِ وزن را بنویسید.</translation>
    </message>
    <message>
        <source>A head&apos;s values are %1 and its weights (%2); its output is (%3). Position %4 holds the same value as position %5, so moving weight between them would change nothing. Instead, %6 of weight moves from position %4 to position %7. What is the new output?</source>
        <translation>مقدارهای یک سرِ توجه %1 هستند و وزن‌هایش (%2)؛ خروجی‌اش (%3) است. موقعیتِ %4 همان مقدارِ موقعیتِ %5 را دارد، پس جابه‌جا کردنِ وزن میانِ آن دو چیزی را عوض نمی‌کرد. اما %6 از وزن از موقعیتِ %4 به موقعیتِ %7 می‌رود. خروجیِ تازه چیست؟</translation>
    </message>
    <message>
        <source>A query&apos;s scores against the %1 keys in its cache are (%2); position 1 holds the first token of the text. What share of the weight does position 1 take, and what is the largest weight any other position gets? Give both to 2 decimals.</source>
        <translation>امتیازهای یک پرس‌وجو در برابرِ %1 کلیدِ حافظهٔ نهانش ⁦‎(%2)‎⁩ است؛ موقعیتِ ۱ توکنِ اولِ متن را دارد. موقعیتِ ۱ چه سهمی از وزن را می‌برد و بزرگ‌ترین وزنی که به موقعیتِ دیگری می‌رسد چقدر است؟ هر دو را تا دو رقمِ اعشار بدهید.</translation>
    </message>
    <message>
        <source>A query&apos;s scores against the %1 keys in its cache are (%2); position 1 holds the first token of the text. A sliding-window cache then evicts position 1, and the other scores do not change. What weight does position %3 get before the eviction, and after it? Give both to 2 decimals.</source>
        <translation>امتیازهای یک پرس‌وجو در برابرِ %1 کلیدِ حافظهٔ نهانش ⁦‎(%2)‎⁩ است؛ موقعیتِ ۱ توکنِ اولِ متن را دارد. سپس حافظهٔ نهانِ پنجرهٔ لغزان موقعیتِ ۱ را بیرون می‌اندازد و امتیازهای دیگر تغییری نمی‌کنند. موقعیتِ %3 پیش از بیرون افتادنِ موقعیتِ ۱ چه وزنی می‌گیرد و پس از آن چه وزنی؟ هر دو را تا دو رقمِ اعشار بدهید.</translation>
    </message>
    <message>
        <source>A query&apos;s scores against the %1 keys in its cache are (%2); position 1 holds the first token of the text. The cache must drop one key, and the other scores do not change. What weight does position %3 get if window attention drops position 1, and if StreamingLLM keeps position 1 and drops position 2 instead? Give both to 2 decimals.</source>
        <translation>امتیازهای یک پرس‌وجو در برابرِ %1 کلیدِ حافظهٔ نهانش ⁦‎(%2)‎⁩ است؛ موقعیتِ ۱ توکنِ اولِ متن را دارد. حافظهٔ نهان باید یک کلید را کنار بگذارد و امتیازهای دیگر تغییری نمی‌کنند. اگر توجهِ پنجره‌ای موقعیتِ ۱ را کنار بگذارد، موقعیتِ %3 چه وزنی می‌گیرد، و اگر ⁦‎StreamingLLM‎⁩ موقعیتِ ۱ را نگه دارد و به جای آن موقعیتِ ۲ را کنار بگذارد، چه وزنی؟ هر دو را تا دو رقمِ اعشار بدهید.</translation>
    </message>
    <message>
        <source>One position&apos;s vector in the residual stream is x = (%1). LayerNorm, with ε left out and no gain or bias, subtracts the mean of the %2 numbers and divides by their standard deviation (variance divided by %2). What vector comes out? Give each number to 2 decimals.</source>
        <translation>بردارِ یک موقعیت در جریانِ باقی‌مانده ⁦‎x = (%1)‎⁩ است. نرمال‌سازیِ لایه، بی ε و بی بهره و سوگیری، میانگینِ این %2 عدد را از هر کدام کم می‌کند و حاصل را بر انحرافِ معیارشان تقسیم می‌کند (واریانس با تقسیم بر %2 به دست می‌آید). چه برداری بیرون می‌آید؟ هر عدد را تا دو رقمِ اعشار بدهید.</translation>
    </message>
    <message>
        <source>One position&apos;s vector in the residual stream is x = (%1). A LayerNorm with gain γ = (%2) and bias β = (%3) normalises x to z (mean subtracted, divided by the standard deviation over the %4 numbers, ε left out), then computes γ ⊙ z + β coordinate by coordinate. What vector comes out? Give each number to 2 decimals.</source>
        <translation>بردارِ یک موقعیت در جریانِ باقی‌مانده ⁦‎x = (%1)‎⁩ است. یک نرمال‌سازیِ لایه با بهرهٔ ⁦‎γ = (%2)‎⁩ و سوگیریِ ⁦‎β = (%3)‎⁩ نخست x را به z نرمال می‌کند (میانگین را کم می‌کند و بر انحرافِ معیارِ این %4 عدد تقسیم می‌کند، بی ε) و سپس مؤلفه به مؤلفه ⁦‎γ ⊙ z + β‎⁩ را حساب می‌کند. چه برداری بیرون می‌آید؟ هر عدد را تا دو رقمِ اعشار بدهید.</translation>
    </message>
    <message>
        <source>A pre-LN model has %1 layers, each an attention sublayer and then a feed-forward one. One position&apos;s embedding is (%2), and its %3 sublayers write, in order: %4. What is the position&apos;s stream after the last layer, before the final LayerNorm? Give each number to 1 decimal.</source>
        <translation>یک مدلِ ⁦‎pre-LN‎⁩ %1 لایه دارد که هر کدام یک زیرلایهٔ توجه و پس از آن یک زیرلایهٔ پیش‌خور است. جاسازیِ یک موقعیت ⁦‎(%2)‎⁩ است و %3 زیرلایه به ترتیب این‌ها را می‌نویسند: ⁦‎%4‎⁩. جریانِ این موقعیت پس از آخرین لایه، پیش از نرمال‌سازیِ لایهٔ پایانی، چیست؟ هر عدد را تا یک رقمِ اعشار بدهید.</translation>
    </message>
    <message>
        <source>A feed-forward layer with d_model = %1 and d_ff = %2 computes FFN(x) = max(0, x W₁ + b₁) W₂ + b₂ at each position. W₁ has the rows %3 (one per entry of x), b₁ = (%4), W₂ has the rows %5 (one per hidden unit) and b₂ = (%6). What is FFN(x) for x = (%7)? Give each number to 1 decimal.</source>
        <translation>یک لایهٔ پیش‌خور با ⁦‎d_model = %1‎⁩ و ⁦‎d_ff = %2‎⁩ در هر موقعیت ⁦‎FFN(x) = max(0, x W₁ + b₁) W₂ + b₂‎⁩ را حساب می‌کند. سطرهای ⁦‎W₁‎⁩ این‌ها هستند: ⁦‎%3‎⁩ (برای هر درایهٔ x یک سطر)؛ ⁦‎b₁ = (%4)‎⁩؛ سطرهای ⁦‎W₂‎⁩: ⁦‎%5‎⁩ (برای هر واحدِ پنهان یک سطر)؛ و ⁦‎b₂ = (%6)‎⁩. به ازای ⁦‎x = (%7)‎⁩ حاصلِ ⁦‎FFN(x)‎⁩ چیست؟ هر عدد را تا یک رقمِ اعشار بدهید.</translation>
    </message>
    <message>
        <source>A transformer block has d_model = %1, d_ff = %2 and %3 attention heads of d_head = %4. How many parameters does its feed-forward layer have, counting the weights of W₁ and W₂ and the biases b₁ and b₂? Write the whole number without separators.</source>
        <translation>یک بلوکِ ترنسفورمر ⁦‎d_model = %1‎⁩، ⁦‎d_ff = %2‎⁩ و %3 سرِ توجه با ⁦‎d_head = %4‎⁩ دارد. لایهٔ پیش‌خورِ آن، با شمردنِ وزن‌های ⁦‎W₁‎⁩ و ⁦‎W₂‎⁩ و سوگیری‌های ⁦‎b₁‎⁩ و ⁦‎b₂‎⁩، چند پارامتر دارد؟ عدد را کامل و بی جداکنندهٔ هزارگان بنویسید.</translation>
    </message>
    <message>
        <source>A transformer block has d_model = %1, d_ff = %2 and %3 attention heads of d_head = %4. How many parameters do its attention projections have, counting the weights of W_Q, W_K, W_V and W_O and a bias vector for each of the four? Write the whole number without separators.</source>
        <translation>یک بلوکِ ترنسفورمر ⁦‎d_model = %1‎⁩، ⁦‎d_ff = %2‎⁩ و %3 سرِ توجه با ⁦‎d_head = %4‎⁩ دارد. نگاشت‌های خطیِ توجهِ آن، با شمردنِ وزن‌های ⁦‎W_Q‎⁩، ⁦‎W_K‎⁩، ⁦‎W_V‎⁩ و ⁦‎W_O‎⁩ و یک بردارِ سوگیری برای هر یک از این چهار، چند پارامتر دارند؟ عدد را کامل و بی جداکنندهٔ هزارگان بنویسید.</translation>
    </message>
    <message>
        <source>A transformer block has d_model = %1, d_ff = %2 and %3 attention heads of d_head = %4. Count the weights and biases of its attention projections (W_Q, W_K, W_V, W_O) and of its feed-forward layer (W₁, b₁, W₂, b₂). What share of their total belongs to the feed-forward layer? Give a number between 0 and 1 to 2 decimals.</source>
        <translation>یک بلوکِ ترنسفورمر ⁦‎d_model = %1‎⁩، ⁦‎d_ff = %2‎⁩ و %3 سرِ توجه با ⁦‎d_head = %4‎⁩ دارد. وزن‌ها و سوگیری‌های نگاشت‌های خطیِ توجه (⁦‎W_Q, W_K, W_V, W_O‎⁩) و لایهٔ پیش‌خور (⁦‎W₁, b₁, W₂, b₂‎⁩) را بشمارید. چه سهمی از مجموعِ آن‌ها از آنِ لایهٔ پیش‌خور است؟ عددی میانِ ۰ و ۱ را تا دو رقمِ اعشار بدهید.</translation>
    </message>
    <message>
        <source>Relative positions as in Shaw et al., clipped at k = %1: the query at position i meets the key at position j through the vector w_r with r = clip(j − i, −k, k). In an input of %2 tokens, the query sits at position %3. Give r, the clipped offset (from −k to k, not a row number), for the key at position %4, then for the key at position %5.</source>
        <translation>موقعیت‌های نسبی مانندِ کارِ شاو و همکاران، بریده در ⁦‎k = %1‎⁩: پرس‌وجوی موقعیتِ ⁦‎i‎⁩ با کلیدِ موقعیتِ ⁦‎j‎⁩ از راهِ بردارِ ⁦‎w_r‎⁩ روبه‌رو می‌شود که در آن ⁦‎r = clip(j − i, −k, k)‎⁩. در ورودی‌ای با %2 توکن، پرس‌وجو در موقعیتِ %3 است. ⁦‎r‎⁩، یعنی فاصلهٔ بریده‌شده (از ⁦‎−k‎⁩ تا ⁦‎k‎⁩، نه شمارهٔ سطر)، را برای کلیدِ موقعیتِ %4 و سپس برای کلیدِ موقعیتِ %5 بدهید.</translation>
    </message>
    <message>
        <source>A layer uses Shaw et al.&apos;s relative positions, clipped at k = %1, with one key-side table shared by its attention heads; each vector w_r in it has d_head = %2 numbers. The model is trained on inputs of up to %3 tokens. How many vectors does the key-side table hold, and how many learned numbers do they hold together?</source>
        <translation>یک لایه موقعیت‌های نسبیِ شاو و همکاران را با بریدن در ⁦‎k = %1‎⁩ به کار می‌برد و یک جدولِ سمتِ کلید دارد که سرهای توجهِ آن لایه در آن شریک‌اند؛ هر بردارِ ⁦‎w_r‎⁩ در این جدول ⁦‎d_head = %2‎⁩ عدد دارد. مدل روی ورودی‌هایی تا %3 توکن آموزش می‌بیند. جدولِ سمتِ کلید چند بردار دارد و این بردارها روی هم چند عددِ آموخته دارند؟</translation>
    </message>
    <message>
        <source>A first layer uses Shaw et al.&apos;s relative positions, clipped at k = %1, and no absolute positions. Its query q meets the vectors w_r with q · w_r = (%2) for r = −%1, …, %1 in that order. In an input of %3 tokens, q sits at position %4 and the key k at position %5, with q · k = %6. Give the raw score q · (k + w_r) before dividing by √d, then the score of the same two tokens moved %7 places later, to positions %8 and %9.</source>
        <translation>لایهٔ اولی موقعیت‌های نسبیِ شاو و همکاران را با بریدن در ⁦‎k = %1‎⁩ به کار می‌برد و هیچ موقعیتِ مطلقی ندارد. پرس‌وجوی ⁦‎q‎⁩ با بردارهای ⁦‎w_r‎⁩ چنین ضربِ داخلی‌ای دارد: ⁦‎q · w_r = (%2)‎⁩ برای ⁦‎r = −%1, …, %1‎⁩ به همین ترتیب. در ورودی‌ای با %3 توکن، ⁦‎q‎⁩ در موقعیتِ %4 است و کلیدِ ⁦‎k‎⁩ در موقعیتِ %5، و ⁦‎q · k = %6‎⁩. امتیازِ خامِ ⁦‎q · (k + w_r)‎⁩ را پیش از تقسیم بر ⁦‎√d‎⁩ بدهید، سپس امتیازِ همین دو توکن را وقتی %7 خانه جلوتر رفته‌اند، به موقعیت‌های %8 و %9.</translation>
    </message>
    <message>
        <source>A causal model with ALiBi has %1 attention heads, with the slopes Press et al. prescribe. What is the slope of head %2, and what bias does that head add to the score of the query at position %3 on the key at position %4? Give the two numbers in that order, to 3 decimals.</source>
        <translation>مدلی علّی که ALiBi به کار می‌برد %1 سرِ توجه دارد، با همان شیب‌هایی که پرس و همکاران تعیین کرده‌اند. شیبِ سرِ توجهِ %2 چقدر است، و این سرِ توجه به امتیازِ پرس‌وجوی موقعیتِ %3 برای کلیدِ موقعیتِ %4 چه بایاسی می‌افزاید؟ دو عدد را به همین ترتیب و تا سه رقمِ اعشار بنویسید.</translation>
    </message>
    <message>
        <source>In an ALiBi head with slope m = %1, the query at position %2 sees keys 1 to %2 through the causal mask, with the content scores (%3). Add each key&apos;s bias −m (i − j) and apply softmax: what are the %2 weights? Give them in order, to 2 decimals.</source>
        <translation>در یک سرِ توجهِ ALiBi با شیبِ ⁦‎m = %1‎⁩، پرس‌وجوی موقعیتِ %2 از پشتِ ماسکِ علّی کلیدهای ۱ تا %2 را می‌بیند، با امتیازهای محتوایی ⁦‎(%3)‎⁩. بایاسِ ⁦‎−m (i − j)‎⁩ هر کلید را به امتیازش بیفزایید و سافت‌مکس بگیرید: این %2 وزن چه هستند؟ آن‌ها را به ترتیب و تا دو رقمِ اعشار بنویسید.</translation>
    </message>
    <message>
        <source>A rotary model was trained on inputs of L = %1 positions; one of its pairs turns θ = %2 radians per position. To read an input of L′ = %3 positions, position interpolation turns each position m as if it were m L / L′. Through what angle is the pair x = %4 at position m = %5 turned, and what does it become? Give the angle, then the two entries, to 2 decimals.</source>
        <translation>یک مدلِ چرخشی روی ورودی‌هایی با ⁦‎L = %1‎⁩ موقعیت آموزش دیده است و یکی از جفت‌هایش در هر موقعیت ⁦‎θ = %2‎⁩ رادیان می‌چرخد. برای خواندنِ ورودی‌ای با ⁦‎L′ = %3‎⁩ موقعیت، درون‌یابیِ موقعیت هر موقعیتِ m را چنان می‌چرخاند که گویی در ⁦‎m L / L′‎⁩ باشد. جفتِ ⁦‎x = %4‎⁩ در موقعیتِ ⁦‎m = %5‎⁩ به اندازهٔ چه زاویه‌ای می‌چرخد و به چه برداری تبدیل می‌شود؟ اول زاویه و سپس دو درایه را تا دو رقمِ اعشار بنویسید.</translation>
    </message>
    <message>
        <source>Linear attention, with the feature maps already applied: φ(Q) has the rows %1, φ(K) the rows %2 and V the rows %3. Work in the regrouped order: first S = φ(K)ᵀ V, then the output at position %4, φ(q) S divided by φ(q) · z with z = φ(K)ᵀ 1. Give the 4 entries of S row by row, then the 2 numbers of the output, to 2 decimals.</source>
        <translation>توجهِ خطی، با نگاشت‌های ویژگیِ از پیش اعمال‌شده: سطرهای ⁦‎φ(Q)‎⁩ این‌هاست: %1؛ سطرهای ⁦‎φ(K)‎⁩: %2؛ و سطرهای V: %3. به ترتیبِ گروه‌بندی‌شده حساب کنید: نخست ⁦‎S = φ(K)ᵀ V‎⁩، سپس خروجی در موقعیتِ %4، یعنی ⁦‎φ(q) S‎⁩ تقسیم بر ⁦‎φ(q) · z‎⁩ که در آن ⁦‎z = φ(K)ᵀ 1‎⁩. چهار درایهٔ S را سطر به سطر بدهید و پس از آن دو عددِ خروجی را، تا دو رقمِ اعشار.</translation>
    </message>
    <message>
        <source>Linear attention over n = %1 positions, with features φ(q), φ(k) of r = %2 numbers and values of d = %3. Count scalar multiplications only (additions and the final divisions are free) and include the normaliser. How many does the left-to-right order (φ(Q) φ(K)ᵀ) V make, and how many the regrouped order φ(Q) (φ(K)ᵀ V)? Give both, in that order.</source>
        <translation>توجهِ خطی روی ⁦‎n = %1‎⁩ موقعیت، با ویژگی‌های ⁦‎φ(q)‎⁩ و ⁦‎φ(k)‎⁩ که هر کدام ⁦‎r = %2‎⁩ عدد دارند و مقدارهایی با ⁦‎d = %3‎⁩ عدد. فقط ضرب‌های عددی را بشمارید (جمع‌ها و تقسیم‌های پایانی حساب نمی‌شوند) و مخرجِ نرمال‌سازی را هم به حساب آورید. ترتیبِ چپ به راست، ⁦‎(φ(Q) φ(K)ᵀ) V‎⁩، چند ضرب انجام می‌دهد و ترتیبِ گروه‌بندی‌شده، ⁦‎φ(Q) (φ(K)ᵀ V)‎⁩، چند ضرب؟ هر دو را به همین ترتیب بدهید.</translation>
    </message>
    <message>
        <source>One layer of sliding-window attention runs over %1 positions. The query at position i sees the keys at the positions i − %2 to i + %2 that exist: a centred window of %3 keys, its own included, cut (not padded) near the ends. How many (query, key) pairs does the layer compare?</source>
        <translation>یک لایهٔ توجهِ پنجره‌ایِ لغزان روی %1 موقعیت اجرا می‌شود. پرس‌وجوی موقعیتِ i کلیدهای موجود در موقعیت‌های ⁦‎i − %2‎⁩ تا ⁦‎i + %2‎⁩ را می‌بیند: پنجره‌ای به مرکزِ خودِ پرس‌وجو با %3 کلید، کلیدِ خودش هم جزوِ آن، که نزدیکِ دو انتها بریده می‌شود (بی لایه‌گذاری). این لایه چند جفتِ (پرس‌وجو، کلید) را مقایسه می‌کند؟</translation>
    </message>
    <message>
        <source>A stack of %1 sliding-window attention layers runs over %2 positions. In every layer the output at position i reads the layer below at the positions i − %3 to i + %3 that exist (a centred window of %4 keys). The input at which positions can the top layer&apos;s output at position %5 depend on? Give the first and the last position.</source>
        <translation>پشته‌ای از %1 لایهٔ توجهِ پنجره‌ایِ لغزان روی %2 موقعیت اجرا می‌شود. در هر لایه خروجیِ موقعیتِ i لایهٔ زیرین را در موقعیت‌های موجود از ⁦‎i − %3‎⁩ تا ⁦‎i + %3‎⁩ می‌خواند (پنجره‌ای با %4 کلید به مرکزِ i). خروجیِ لایهٔ بالایی در موقعیتِ %5 می‌تواند به ورودیِ کدام موقعیت‌ها وابسته باشد؟ نخستین و آخرین موقعیت را بدهید.</translation>
    </message>
</context>
<context>
    <name>astrolabe::exercises::Steps</name>
    <message>
        <source>%1 × (%2) = (%3)</source>
        <translation>%1 × (%2) = (%3)</translation>
    </message>
    <message>
        <source>Add them entry by entry: output = (%1).</source>
        <translation>آن‌ها را مؤلفه به مؤلفه جمع کنید: خروجی = ⁦‎(%1)‎⁩.</translation>
    </message>
    <message>
        <source>Each of the %1 queries is compared with all %1 keys.</source>
        <translation>هر یک از %1 پرس‌وجو با همهٔ %1 کلید مقایسه می‌شود.</translation>
    </message>
    <message>
        <source>%1 × %1 = %2 comparisons.</source>
        <translation>⁦‎%1 × %1 = %2‎⁩ مقایسه.</translation>
    </message>
    <message>
        <source>Before: scores (%1); divided by √%2 and put through softmax, the weights are (%3); output (%4).</source>
        <translation>پیش از جابه‌جایی: امتیازها ⁦‎(%1)‎⁩؛ با تقسیم بر ⁦‎√%2‎⁩ و گذر از سافت‌مکس، وزن‌ها ⁦‎(%3)‎⁩ می‌شوند؛ خروجی ⁦‎(%4)‎⁩.</translation>
    </message>
    <message>
        <source>After: scores (%1); divided by √%2 and put through softmax, the weights are (%3); output (%4).</source>
        <translation>پس از جابه‌جایی: امتیازها ⁦‎(%1)‎⁩؛ با تقسیم بر ⁦‎√%2‎⁩ و گذر از سافت‌مکس، وزن‌ها ⁦‎(%3)‎⁩ می‌شوند؛ خروجی ⁦‎(%4)‎⁩.</translation>
    </message>
    <message>
        <source>The same weights meet the same values, only listed in another order, and a sum does not depend on order: the output is unchanged.</source>
        <translation>همان وزن‌ها به همان مقدارها می‌رسند، فقط به ترتیبی دیگر فهرست شده‌اند، و حاصل جمع به ترتیب بستگی ندارد: خروجی تغییری نمی‌کند.</translation>
    </message>
    <message>
        <source>The weights now land on different values, so the output changes.</source>
        <translation>حالا وزن‌ها روی مقدارهای دیگری می‌نشینند، پس خروجی تغییر می‌کند.</translation>
    </message>
    <message>
        <source>Each key now carries a different position vector, so its score changes and so does the output.</source>
        <translation>حالا هر کلید بردار موقعیت دیگری با خود دارد، پس امتیازش تغییر می‌کند و خروجی هم.</translation>
    </message>
    <message>
        <source>√%1 = %2</source>
        <translation>√%1 = %2</translation>
    </message>
    <message>
        <source>Divided by %1, the scores become %2.</source>
        <translation>با تقسیم بر %1، امتیازها %2 می‌شوند.</translation>
    </message>
    <message>
        <source>The largest weight is %1 after scaling and %2 without it.</source>
        <translation>بزرگ‌ترین وزن با مقیاس‌بندی %1 و بدون آن %2 است.</translation>
    </message>
    <message>
        <source>Dividing by √%1 = %2 pulls the scores closer together, so the weights get flatter; without it they are sharper.</source>
        <translation>تقسیم بر ⁦‎√%1 = %2‎⁩ امتیازها را به هم نزدیک‌تر می‌کند، پس وزن‌ها هموارتر می‌شوند؛ بدون آن تیزترند.</translation>
    </message>
    <message>
        <source>e^%1 = %2</source>
        <translation>e^%1 = %2</translation>
    </message>
    <message>
        <source>sum = %1 = %2</source>
        <translation>جمع = %1 = %2</translation>
    </message>
    <message>
        <source>%1 / %2 = %3</source>
        <translation>%1 / %2 = %3</translation>
    </message>
    <message>
        <source>Divide each score by T = %1: %2.</source>
        <translation>هر امتیاز را بر ⁦‎T = %1‎⁩ تقسیم کنید: %2.</translation>
    </message>
    <message>
        <source>The largest weight is %1 at T = 1 and %2 at T = %3.</source>
        <translation>بزرگ‌ترین وزن در ⁦‎T = 1‎⁩ برابر %1 و در ⁦‎T = %3‎⁩ برابر %2 است.</translation>
    </message>
    <message>
        <source>A temperature below 1 spreads the scores apart, so the weights get sharper.</source>
        <translation>دمای کمتر از ۱ امتیازها را از هم دورتر می‌کند، پس وزن‌ها تیزتر می‌شوند.</translation>
    </message>
    <message>
        <source>A temperature above 1 pulls the scores together, so the weights get flatter.</source>
        <translation>دمای بیشتر از ۱ امتیازها را به هم نزدیک‌تر می‌کند، پس وزن‌ها هموارتر می‌شوند.</translation>
    </message>
    <message>
        <source>q · k%1 = %2 = %3</source>
        <translation>q · k%1 = %2 = %3</translation>
    </message>
    <message>
        <source>Divided by √%1 and put through softmax, the weights are %2.</source>
        <translation>با تقسیم بر ⁦‎√%1‎⁩ و گذر از سافت‌مکس، وزن‌ها %2 می‌شوند.</translation>
    </message>
    <message>
        <source>The largest score is %1, at position %2; softmax keeps the order of the scores, so position %2 gets the most weight.</source>
        <translation>بزرگ‌ترین امتیاز %1 است، در موقعیت %2؛ سافت‌مکس ترتیب امتیازها را حفظ می‌کند، پس موقعیت %2 بیشترین وزن را می‌گیرد.</translation>
    </message>
    <message>
        <source>Divide by √%1 = %2: the scores become %3.</source>
        <translation>بر ⁦‎√%1 = %2‎⁩ تقسیم کنید: امتیازها %3 می‌شوند.</translation>
    </message>
    <message>
        <source>Divide by √%1 ≈ %2: the scores become %3.</source>
        <translation>بر ⁦‎√%1 ≈ %2‎⁩ تقسیم کنید: امتیازها %3 می‌شوند.</translation>
    </message>
    <message>
        <source>Query 1 sees 1 key, query 2 sees 2, and so on up to query %1, which sees all %1.</source>
        <translation>پرس‌وجوی ۱ یک کلید را می‌بیند، پرس‌وجوی ۲ دو کلید را، و همین‌طور تا پرس‌وجوی %1 که هر %1 کلید را می‌بیند.</translation>
    </message>
    <message>
        <source>Visible: 1 + 2 + … + %1 = %1 × (%1 + 1) / 2 = %2 pairs.</source>
        <translation>دیدنی: ⁦‎۱ + ۲ + … + %1 = %1 × (%1 + ۱) / ۲ = %2‎⁩ جفت.</translation>
    </message>
    <message>
        <source>Hidden: all %1 × %1 = %2 pairs minus the %3 visible = %4, which is %1 × (%1 − 1) / 2.</source>
        <translation>پنهان: همهٔ ⁦‎%1 × %1 = %2‎⁩ جفت منهای %3 جفتِ دیدنی، یعنی %4 جفت، که همان ⁦‎%1 × (%1 − ۱) / ۲‎⁩ است.</translation>
    </message>
    <message>
        <source>A causal mask lets a query see its own position and the ones before it, never a later one.</source>
        <translation>ماسکِ علّی می‌گذارد هر پرس‌وجو موقعیتِ خودش و موقعیت‌های پیش از آن را ببیند، و هرگز موقعیتی پس از آن را.</translation>
    </message>
    <message>
        <source>So the query at position %1 sees keys %2.</source>
        <translation>پس پرس‌وجوی موقعیتِ %1 کلیدهای %2 را می‌بیند.</translation>
    </message>
    <message>
        <source>So the key at position %1 is seen by the queries at %2: its own position and every later one.</source>
        <translation>پس کلیدِ موقعیتِ %1 را پرس‌وجوهای موقعیت‌های %2 می‌بینند: موقعیتِ خودش و همهٔ موقعیت‌های پس از آن.</translation>
    </message>
    <message>
        <source>The text is %1 / %2 = %3 times as long.</source>
        <translation>متن ⁦‎%1 / %2 = %3‎⁩ برابر بلندتر شده است.</translation>
    </message>
    <message>
        <source>Both the queries and the keys grow %1 times, so the comparisons grow %1 × %1 = %2 times: from %3 to %4.</source>
        <translation>هم پرس‌وجوها و هم کلیدها %1 برابر می‌شوند، پس مقایسه‌ها ⁦‎%1 × %1 = %2‎⁩ برابر می‌شوند: از %3 به %4.</translation>
    </message>
    <message>
        <source>One head&apos;s table holds %1 × %1 = %2 numbers.</source>
        <translation>جدولِ یک سرِ توجه ⁦‎%1 × %1 = %2‎⁩ عدد دارد.</translation>
    </message>
    <message>
        <source>%1 heads × %2 numbers × %3 bytes = %4 bytes.</source>
        <translation>%1 سرِ توجه × %2 عدد × %3 بایت = %4 بایت.</translation>
    </message>
    <message>
        <source>2 (a key and a value) × %1 layers × %2 positions × %3 (d_model) = %4 numbers.</source>
        <translation>۲ (یک کلید و یک مقدار) × %1 لایه × %2 موقعیت × %3 (⁦‎d_model‎⁩) = %4 عدد.</translation>
    </message>
    <message>
        <source>%1 numbers × %2 bytes = %3 bytes.</source>
        <translation>%1 عدد × %2 بایت = %3 بایت.</translation>
    </message>
    <message>
        <source>%1 bytes / (1024 × 1024) = %2 MiB.</source>
        <translation>%1 بایت / ⁦‎(1024 × 1024)‎⁩ = %2 مبی‌بایت.</translation>
    </message>
    <message>
        <source>Head %1 reads entries %2 to %3 of every vector: its query is (%4).</source>
        <translation>سرِ توجهِ %1 درایه‌های %2 تا %3 هر بردار را می‌خواند: پرس‌وجوی آن ⁦‎(%4)‎⁩ است.</translation>
    </message>
    <message>
        <source>Key %1 in this head is (%2): q · k%1 = %3 = %4</source>
        <translation>کلیدِ %1 در این سرِ توجه ⁦‎(%2)‎⁩ است: ⁦‎q · k%1 = %3 = %4‎⁩</translation>
    </message>
    <message>
        <source>A head divides by the square root of its own width, √%1 ≈ %2: the scores become %3.</source>
        <translation>هر سرِ توجه بر جذرِ بُعدِ خودش تقسیم می‌کند، ⁦‎√%1 ≈ %2‎⁩: امتیازها %3 می‌شوند.</translation>
    </message>
    <message>
        <source>A causal mask lets the query at position %1 see keys 1 to %1 only.</source>
        <translation>ماسکِ علّی می‌گذارد پرس‌وجوی موقعیتِ %1 فقط کلیدهای ۱ تا %1 را ببیند.</translation>
    </message>
    <message>
        <source>Position %1 is hidden: its score %2 becomes −∞, and e^−∞ = 0.</source>
        <translation>موقعیتِ %1 پنهان است: امتیازش، %2، به منفیِ بی‌نهایت تبدیل می‌شود و ⁦‎e^−∞ = 0‎⁩.</translation>
    </message>
    <message>
        <source>With the hidden positions at exactly 0, the weights are (%1).</source>
        <translation>با وزنِ دقیقاً ۰ برای موقعیت‌های پنهان، وزن‌ها ⁦‎(%1)‎⁩ هستند.</translation>
    </message>
    <message>
        <source>Column %1 is even: %1 = 2i with i = %2, so the entry is a sine.</source>
        <translation>ستونِ %1 زوج است: ⁦‎%1 = 2i‎⁩ با ⁦‎i = %2‎⁩، پس این درایه یک سینوس است.</translation>
    </message>
    <message>
        <source>Column %1 is odd: %1 = 2i + 1 with i = %2, so the entry is a cosine.</source>
        <translation>ستونِ %1 فرد است: ⁦‎%1 = 2i + 1‎⁩ با ⁦‎i = %2‎⁩، پس این درایه یک کسینوس است.</translation>
    </message>
    <message>
        <source>Angle = pos / 10000^(2i/d) = %1 / 10000^(%2/%3) = %1 / %4 = %5.</source>
        <translation>زاویه = ⁦‎pos / 10000^(2i/d) = %1 / 10000^(%2/%3) = %1 / %4 = %5‎⁩.</translation>
    </message>
    <message>
        <source>sin(%1) = %2 (radians).</source>
        <translation>⁦‎sin(%1) = %2‎⁩ (رادیان).</translation>
    </message>
    <message>
        <source>cos(%1) = %2 (radians).</source>
        <translation>⁦‎cos(%1) = %2‎⁩ (رادیان).</translation>
    </message>
    <message>
        <source>10000^(%1/%2) = %3</source>
        <translation>10000^(%1/%2) = %3</translation>
    </message>
    <message>
        <source>Use a calculator set to radians for sin and cos.</source>
        <translation>برای ⁦‎sin‎⁩ و ⁦‎cos‎⁩ از ماشین‌حسابی استفاده کنید که روی رادیان تنظیم شده است.</translation>
    </message>
    <message>
        <source>Entry %1 of x W is x · (column %1 of W) = %2 = %3.</source>
        <translation>درایهٔ %1 از ⁦‎x W‎⁩ حاصل‌ضربِ ⁦‎x‎⁩ در ستونِ %1 از ⁦‎W‎⁩ است: ⁦‎%2 = %3‎⁩.</translation>
    </message>
    <message>
        <source>x W = (%1).</source>
        <translation>x W = (%1).</translation>
    </message>
    <message>
        <source>k%1 = (%2) W_K = (%3)</source>
        <translation>k%1 = (%2) W_K = (%3)</translation>
    </message>
    <message>
        <source>The largest score is %1, at position %2.</source>
        <translation>بزرگ‌ترین امتیاز %1 است، در موقعیتِ %2.</translation>
    </message>
    <message>
        <source>q1 = x1 W_Q = (%1)</source>
        <translation>q1 = x1 W_Q = (%1)</translation>
    </message>
    <message>
        <source>k2 = x2 W_K = (%1)</source>
        <translation>k2 = x2 W_K = (%1)</translation>
    </message>
    <message>
        <source>q2 = x2 W_Q = (%1)</source>
        <translation>q2 = x2 W_Q = (%1)</translation>
    </message>
    <message>
        <source>k1 = x1 W_K = (%1)</source>
        <translation>k1 = x1 W_K = (%1)</translation>
    </message>
    <message>
        <source>q1 · k2 = %1 = %2</source>
        <translation>q1 · k2 = %1 = %2</translation>
    </message>
    <message>
        <source>q2 · k1 = %1 = %2</source>
        <translation>q2 · k1 = %1 = %2</translation>
    </message>
    <message>
        <source>W_Q and W_K differ, so how strongly 1 looks for 2 (%1) is not how strongly 2 looks for 1 (%2).</source>
        <translation>⁦‎W_Q‎⁩ و ⁦‎W_K‎⁩ با هم فرق دارند، پس اینکه ۱ چقدر به دنبالِ ۲ است (%1) با اینکه ۲ چقدر به دنبالِ ۱ است (%2) یکی نیست.</translation>
    </message>
    <message>
        <source>Slot %1 now holds pair %2: weight %3 with its value (%4).</source>
        <translation>جایگاهِ %1 اکنون جفتِ %2 را دارد: وزنِ %3 با مقدارِ خودش، ⁦‎(%4)‎⁩.</translation>
    </message>
    <message>
        <source>Slot %1 now holds key %2 and so weight %3, but its value is still (%4).</source>
        <translation>جایگاهِ %1 اکنون کلیدِ %2 و در نتیجه وزنِ %3 را دارد، ولی مقدارش هنوز ⁦‎(%4)‎⁩ است.</translation>
    </message>
    <message>
        <source>The same products in another order: output = (%1), as before.</source>
        <translation>همان حاصل‌ضرب‌ها به ترتیبی دیگر: خروجی = ⁦‎(%1)‎⁩، مثلِ پیش.</translation>
    </message>
    <message>
        <source>The weights now meet other values: output = (%1), not (%2) as before.</source>
        <translation>حالا وزن‌ها به مقدارهای دیگری می‌رسند: خروجی = ⁦‎(%1)‎⁩، نه ⁦‎(%2)‎⁩ مثلِ پیش.</translation>
    </message>
    <message>
        <source>Slot %1 holds key %2, (%3), plus the slot&apos;s position (%4): (%5). q · (%5) = %6 = %7.</source>
        <translation>جایگاهِ %1 کلیدِ %2، یعنی ⁦‎(%3)‎⁩، به‌اضافهٔ موقعیتِ جایگاه، ⁦‎(%4)‎⁩، را دارد: ⁦‎(%5)‎⁩. ⁦‎q · (%5) = %6 = %7‎⁩.</translation>
    </message>
    <message>
        <source>Without positions the scores would only be reordered, (%1); the positions make them (%2).</source>
        <translation>بدونِ موقعیت‌ها امتیازها فقط جابه‌جا می‌شدند، ⁦‎(%1)‎⁩؛ موقعیت‌ها آن‌ها را ⁦‎(%2)‎⁩ می‌کنند.</translation>
    </message>
    <message>
        <source>Without the division, softmax of the raw scores:</source>
        <translation>بدونِ تقسیم، سافت‌مکسِ امتیازهای خام:</translation>
    </message>
    <message>
        <source>Head %1 divides by √%2 = %3: the scores become %4, and softmax gives the weights %5.</source>
        <translation>سرِ توجهِ %1 بر ⁦‎√%2 = %3‎⁩ تقسیم می‌کند: امتیازها %4 می‌شوند و سافت‌مکس وزن‌های %5 را می‌دهد.</translation>
    </message>
    <message>
        <source>The largest weights are %1 and %2: head %3 is the sharper one. Compare after dividing by √d, not before.</source>
        <translation>بزرگ‌ترین وزن‌ها %1 و %2 هستند: سرِ توجهِ %3 تیزتر است. پس از تقسیم بر ⁦‎√d‎⁩ مقایسه کنید، نه پیش از آن.</translation>
    </message>
    <message>
        <source>e^%1 ≈ %2</source>
        <translation>e^%1 ≈ %2</translation>
    </message>
    <message>
        <source>√%1 ≈ %2</source>
        <translation>√%1 ≈ %2</translation>
    </message>
    <message>
        <source>Through the query and the key: q = x W_Q = (%1), k = y W_K = (%2), q · k = %3 = %4.</source>
        <translation>از راهِ پرس‌وجو و کلید: ⁦‎q = x W_Q = (%1)‎⁩ و ⁦‎k = y W_K = (%2)‎⁩ و ⁦‎q · k = %3 = %4‎⁩.</translation>
    </message>
    <message>
        <source>Through the form: W_Q W_Kᵀ has the rows %1 (entry i, j is row i of W_Q · row j of W_K).</source>
        <translation>از راهِ فرم: سطرهای ⁦‎W_Q W_Kᵀ‎⁩ برابرِ %1 است (درایهٔ ⁦‎i, j‎⁩ ضرب داخلیِ سطرِ ⁦‎i‎⁩ از ⁦‎W_Q‎⁩ در سطرِ ⁦‎j‎⁩ از ⁦‎W_K‎⁩ است).</translation>
    </message>
    <message>
        <source>x (W_Q W_Kᵀ) = (%1), and its dot product with y is %2 = %3.</source>
        <translation>⁦‎x (W_Q W_Kᵀ) = (%1)‎⁩ و ضرب داخلیِ آن در ⁦‎y‎⁩ برابرِ ⁦‎%2 = %3‎⁩ است.</translation>
    </message>
    <message>
        <source>Both ways give %1: only the product W_Q W_Kᵀ matters.</source>
        <translation>هر دو راه %1 می‌دهند: فقط حاصل‌ضربِ ⁦‎W_Q W_Kᵀ‎⁩ اهمیت دارد.</translation>
    </message>
    <message>
        <source>W_Q W_Kᵀ is %1 × %1, but every column of it is W_Q times a vector, so it lies in the span of the %2 columns of W_Q.</source>
        <translation>⁦‎W_Q W_Kᵀ‎⁩ ماتریسی ⁦‎%1 × %1‎⁩ است، ولی هر ستونش ⁦‎W_Q‎⁩ ضرب در یک بردار است، پس در زیرفضایی است که %2 ستونِ ⁦‎W_Q‎⁩ می‌سازند.</translation>
    </message>
    <message>
        <source>So its rank is at most min(%1, %2) = %3.</source>
        <translation>پس رتبه‌اش حداکثر ⁦‎min(%1, %2) = %3‎⁩ است.</translation>
    </message>
    <message>
        <source>A key input moved by u keeps every score exactly when (W_Q W_Kᵀ) uᵀ = 0. Those u form a subspace of dimension %1 minus the rank, at least %1 − %2 = %3.</source>
        <translation>ورودیِ کلید با جابه‌جایی به اندازهٔ ⁦‎u‎⁩ همهٔ امتیازها را درست وقتی نگه می‌دارد که ⁦‎(W_Q W_Kᵀ) uᵀ = 0‎⁩. این بردارها زیرفضایی با بُعدِ %1 منهای رتبه می‌سازند، یعنی دست‌کم ⁦‎%1 − %2 = %3‎⁩.</translation>
    </message>
    <message>
        <source>q = x W_Q = (%1) and k = y W_K = (%2), so the score is q · k = %3 = %4.</source>
        <translation>⁦‎q = x W_Q = (%1)‎⁩ و ⁦‎k = y W_K = (%2)‎⁩، پس امتیاز ⁦‎q · k = %3 = %4‎⁩ است.</translation>
    </message>
    <message>
        <source>u W_K = (%1): u lies in a direction the keys cannot see, so (y + u) W_K = k.</source>
        <translation>⁦‎u W_K = (%1)‎⁩: ⁦‎u‎⁩ در جهتی است که کلیدها نمی‌بینند، پس ⁦‎(y + u) W_K = k‎⁩.</translation>
    </message>
    <message>
        <source>The key is the same, so the score stays %1, for this query and for every other.</source>
        <translation>کلید همان است، پس امتیاز %1 می‌ماند، هم برای این پرس‌وجو و هم برای هر پرس‌وجوی دیگر.</translation>
    </message>
    <message>
        <source>u W_K = (%1) is not zero, so the key moves to (y + u) W_K = k + u W_K = (%2).</source>
        <translation>⁦‎u W_K = (%1)‎⁩ صفر نیست، پس کلید به ⁦‎(y + u) W_K = k + u W_K = (%2)‎⁩ جابه‌جا می‌شود.</translation>
    </message>
    <message>
        <source>The new score is q · (%1) = %2 = %3.</source>
        <translation>امتیازِ تازه ⁦‎q · (%1) = %2 = %3‎⁩ است.</translation>
    </message>
    <message>
        <source>Each head works at width d_head = %1 / %2 = %3.</source>
        <translation>هر سرِ توجه در بُعدِ ⁦‎d_head = %1 / %2 = %3‎⁩ کار می‌کند.</translation>
    </message>
    <message>
        <source>The queries come from the decoder: Q is %1 × %2. The keys come from the encoder: K is %3 × %2.</source>
        <translation>پرس‌وجوها از رمزگشا می‌آیند: ⁦‎Q‎⁩ به شکلِ ⁦‎%1 × %2‎⁩ است. کلیدها از رمزگذار می‌آیند: ⁦‎K‎⁩ به شکلِ ⁦‎%3 × %2‎⁩ است.</translation>
    </message>
    <message>
        <source>Q Kᵀ is (%1 × %2)(%2 × %3) = %1 × %3: a row for each query, a column for each source position. Softmax keeps the shape, row by row.</source>
        <translation>⁦‎Q Kᵀ‎⁩ برابرِ ⁦‎(%1 × %2)(%2 × %3) = %1 × %3‎⁩ است: یک سطر برای هر پرس‌وجو و یک ستون برای هر موقعیتِ مبدأ. سافت‌مکس، سطر به سطر، همین شکل را نگه می‌دارد.</translation>
    </message>
    <message>
        <source>The weights are %1 × %2, a row for each query; the values come from the encoder, V is %2 × %3.</source>
        <translation>وزن‌ها ⁦‎%1 × %2‎⁩ هستند، یک سطر برای هر پرس‌وجو؛ مقدارها از رمزگذار می‌آیند و ⁦‎V‎⁩ به شکلِ ⁦‎%2 × %3‎⁩ است.</translation>
    </message>
    <message>
        <source>The head&apos;s output is (%1 × %2)(%2 × %3) = %1 × %3: one row for each decoder position.</source>
        <translation>خروجیِ سرِ توجه ⁦‎(%1 × %2)(%2 × %3) = %1 × %3‎⁩ است: یک سطر برای هر موقعیتِ رمزگشا.</translation>
    </message>
    <message>
        <source>Joining the %1 heads side by side and multiplying by W_O gives %2 × %3, back at the model&apos;s width.</source>
        <translation>کنارِ هم گذاشتنِ خروجیِ %1 سرِ توجه و ضرب در ⁦‎W_O‎⁩ شکلِ ⁦‎%2 × %3‎⁩ را می‌دهد، دوباره با بُعدِ مدل.</translation>
    </message>
    <message>
        <source>Each score is a dot product of a query and a key, so a key has the query&apos;s width: K is %1 × %2.</source>
        <translation>هر امتیاز ضرب داخلیِ یک پرس‌وجو و یک کلید است، پس کلید هم‌بُعدِ پرس‌وجوست: ⁦‎K‎⁩ به شکلِ ⁦‎%1 × %2‎⁩ است.</translation>
    </message>
    <message>
        <source>The output blends one value for each key, so V has K&apos;s %1 rows, whatever the %2 queries.</source>
        <translation>خروجی برای هر کلید یک مقدار را ترکیب می‌کند، پس ⁦‎V‎⁩ همان %1 سطرِ ⁦‎K‎⁩ را دارد، هر چه شمارِ پرس‌وجوها باشد (%2).</translation>
    </message>
    <message>
        <source>The number of queries need not match: the weights are %1 × %2 and the output has %1 rows.</source>
        <translation>لازم نیست شمارِ پرس‌وجوها با آن جور باشد: وزن‌ها ⁦‎%1 × %2‎⁩ هستند و خروجی %1 سطر دارد.</translation>
    </message>
    <message>
        <source>Inputs, tokens 1 to %1: %2.</source>
        <translation>ورودی‌ها، توکن‌های ۱ تا %1: %2.</translation>
    </message>
    <message>
        <source>Targets, the same sequence shifted one place to the left, tokens 2 to %1: %2.</source>
        <translation>هدف‌ها، یعنی همان دنباله که یک خانه جابه‌جا شده است، توکن‌های ۲ تا %1: %2.</translation>
    </message>
    <message>
        <source>Input position %1 holds token %2; its target is the token after it, %3.</source>
        <translation>موقعیتِ ورودیِ %1 توکنِ %2 را دارد؛ هدفش توکنِ پس از آن است: %3.</translation>
    </message>
    <message>
        <source>A sequence of n tokens has n − 1 input positions, each with its own target; the causal mask lets all of them predict in the same pass.</source>
        <translation>دنباله‌ای با ⁦‎n‎⁩ توکن ⁦‎n − ۱‎⁩ موقعیتِ ورودی دارد که هر کدام هدفِ خودش را دارد؛ ماسکِ علّی اجازه می‌دهد همه در همان یک گذر پیش‌بینی کنند.</translation>
    </message>
    <message>
        <source>Padding up to %1 tokens adds positions but no targets, so it adds no predictions.</source>
        <translation>لایه‌گذاری تا %1 توکن موقعیت می‌افزاید ولی هدف نمی‌افزاید، پس پیش‌بینی‌ای هم نمی‌افزاید.</translation>
    </message>
    <message>
        <source>Predictions: %1 = %2, each with its own loss.</source>
        <translation>پیش‌بینی‌ها: ⁦‎%1 = %2‎⁩، هر کدام با زیانِ خودش.</translation>
    </message>
    <message>
        <source>The query at position %1 sees keys 1 to %1, all with the same score, so softmax gives each of them 1/%1 and every later key 0.</source>
        <translation>پرس‌وجوی موقعیتِ %1 کلیدهای ۱ تا %1 را می‌بیند که همه امتیازِ یکسانی دارند؛ پس سافت‌مکس به هر کدام ⁦‎۱/%1‎⁩ و به هر کلیدِ بعدی ۰ می‌دهد.</translation>
    </message>
    <message>
        <source>Only the first value is nonzero, so the output is %1 / %2 = %3.</source>
        <translation>فقط مقدارِ اول ناصفر است، پس خروجی ⁦‎%1 / %2 = %3‎⁩ است.</translation>
    </message>
    <message>
        <source>With equal scores the query at position i weighs its i visible keys 1/i each, so its output is the first value divided by i: %1 / i.</source>
        <translation>با امتیازهای برابر، پرس‌وجوی موقعیتِ ⁦‎i‎⁩ به هر یک از ⁦‎i‎⁩ کلیدِ دیدنی‌اش وزنِ ⁦‎۱/i‎⁩ می‌دهد، پس خروجی‌اش مقدارِ اول تقسیم بر ⁦‎i‎⁩ است: ⁦‎%1 / i‎⁩.</translation>
    </message>
    <message>
        <source>%1 / i = %2, so i = %1 / %2 = %3.</source>
        <translation>⁦‎%1 / i = %2‎⁩، پس ⁦‎i = %1 / %2 = %3‎⁩.</translation>
    </message>
    <message>
        <source>Entry i of W q is row i of W · q: W q = (%1). Likewise U k = (%2).</source>
        <translation>درایهٔ ⁦‎i‎⁩ از ⁦‎W q‎⁩ ضرب داخلیِ سطرِ ⁦‎i‎⁩ از ⁦‎W‎⁩ در ⁦‎q‎⁩ است: ⁦‎W q = (%1)‎⁩. به همین ترتیب ⁦‎U k = (%2)‎⁩.</translation>
    </message>
    <message>
        <source>The hidden layer before tanh: W q + U k = (%1).</source>
        <translation>لایهٔ پنهان پیش از ⁦‎tanh‎⁩: ⁦‎W q + U k = (%1)‎⁩.</translation>
    </message>
    <message>
        <source>tanh of each entry: (%1).</source>
        <translation>⁦‎tanh‎⁩ هر درایه: ⁦‎(%1)‎⁩.</translation>
    </message>
    <message>
        <source>The score is v · tanh(W q + U k) = %1 = %2.</source>
        <translation>امتیاز برابر است با ⁦‎v · tanh(W q + U k) = %1 = %2‎⁩.</translation>
    </message>
    <message>
        <source>Entry i of W k is row i of W · k: W k = (%1).</source>
        <translation>درایهٔ ⁦‎i‎⁩ از ⁦‎W k‎⁩ ضرب داخلیِ سطرِ ⁦‎i‎⁩ از ⁦‎W‎⁩ در ⁦‎k‎⁩ است: ⁦‎W k = (%1)‎⁩.</translation>
    </message>
    <message>
        <source>qᵀ W k = q · (W k) = %1 = %2.</source>
        <translation>⁦‎qᵀ W k = q · (W k) = %1 = %2‎⁩.</translation>
    </message>
    <message>
        <source>Without W, the dot score would be q · k = %1: W decides which entries of q meet which entries of k.</source>
        <translation>بدونِ ⁦‎W‎⁩، امتیازِ ضربِ داخلی ⁦‎q · k = %1‎⁩ می‌شد: ⁦‎W‎⁩ تعیین می‌کند کدام درایه‌های ⁦‎q‎⁩ با کدام درایه‌های ⁦‎k‎⁩ روبه‌رو شوند.</translation>
    </message>
    <message>
        <source>Row %1 holds query %1 · each key: (%2).</source>
        <translation>سطرِ %1 ضرب داخلیِ پرس‌وجوی %1 در تک‌تکِ کلیدهاست: ⁦‎(%2)‎⁩.</translation>
    </message>
    <message>
        <source>Q Kᵀ is %1 × %2 and each entry takes %3 multiply–adds: %4 in all (n · m · d), in one matrix product.</source>
        <translation>⁦‎Q Kᵀ‎⁩ یک ماتریسِ ⁦‎%1 × %2‎⁩ است و هر درایه %3 ضرب‌وجمع می‌خواهد: روی هم %4 ⁦‎(n · m · d)‎⁩، در یک ضربِ ماتریسی.</translation>
    </message>
    <message>
        <source>The exponents −(x − xᵢ)²/2 are %1, so the kernel values are %2.</source>
        <translation>نماهای ⁦‎−(x − xᵢ)²/2‎⁩ برابرِ %1 هستند، پس مقدارهای هسته %2 می‌شوند.</translation>
    </message>
    <message>
        <source>Their sum is %1; divided by it they give the weights %2, which add up to 1.</source>
        <translation>مجموعشان %1 است؛ با تقسیم بر آن وزن‌های %2 به دست می‌آیند که جمعشان ۱ است.</translation>
    </message>
    <message>
        <source>The estimate is the weighted average of the outputs: %1 = %2.</source>
        <translation>برآورد میانگینِ وزنیِ خروجی‌هاست: ⁦‎%1 = %2‎⁩.</translation>
    </message>
    <message>
        <source>The dot products q · kᵢ are %1; divided by √4 = 2 they are %2.</source>
        <translation>ضرب‌های داخلیِ ⁦‎q · kᵢ‎⁩ برابرِ %1 هستند؛ تقسیم بر ⁦‎√4 = 2‎⁩ آن‌ها را %2 می‌کند.</translation>
    </message>
    <message>
        <source>The kernel values e^(q · kᵢ / 2) are %1. Dividing by their sum is exactly softmax: the weights are %2.</source>
        <translation>مقدارهای هستهٔ ⁦‎e^(q · kᵢ / 2)‎⁩ برابرِ %1 هستند. تقسیم بر مجموعشان دقیقاً همان سافت‌مکس است: وزن‌ها %2 هستند.</translation>
    </message>
    <message>
        <source>The estimate, %1 = %2, is the head&apos;s output with these outputs as its values.</source>
        <translation>برآورد، ⁦‎%1 = %2‎⁩، همان خروجیِ سرِ توجه است اگر این خروجی‌ها مقدارهایش باشند.</translation>
    </message>
    <message>
        <source>As h → 0 the point nearest to x, the one at %1, takes all the weight: the estimate tends to its output, %2.</source>
        <translation>وقتی ⁦‎h → 0‎⁩، نزدیک‌ترین نقطه به x، یعنی نقطه‌ای که در %1 است، همهٔ وزن را می‌گیرد: برآورد به خروجیِ آن، %2، میل می‌کند.</translation>
    </message>
    <message>
        <source>At h = 1:</source>
        <translation>در ⁦‎h = 1‎⁩:</translation>
    </message>
    <message>
        <source>As h grows every kernel value tends to 1, so every weight tends to 1/%1: the estimate tends to the plain mean, (%2) / %1 = %3.</source>
        <translation>با بزرگ شدنِ h هر مقدارِ هسته به ۱ و هر وزن به ⁦‎1/%1‎⁩ میل می‌کند: برآورد به میانگینِ ساده، ⁦‎(%2) / %1 = %3‎⁩، میل می‌کند.</translation>
    </message>
    <message>
        <source>Each step of the recurrence carries the signal one position further, so from position %1 to position %2 takes %2 − %1 = %3 steps.</source>
        <translation>هر گامِ بازگشت سیگنال را یک موقعیت جلوتر می‌برد، پس رفتن از موقعیتِ %1 تا موقعیتِ %2 ⁦‎%2 − %1 = %3‎⁩ گام طول می‌کشد.</translation>
    </message>
    <message>
        <source>The two ends, positions 1 and %1, are the farthest apart: %1 − 1 = %2 steps.</source>
        <translation>دو انتهای دنباله، موقعیت‌های ۱ و %1، از همه دورترند: ⁦‎%1 − ۱ = %2‎⁩ گام.</translation>
    </message>
    <message>
        <source>In self-attention the output at position %1 reads the value at position %2 directly, with a weight of its own: one step, however far apart the two positions are.</source>
        <translation>در خودتوجهی، خروجیِ موقعیتِ %1 مقدارِ موقعیتِ %2 را مستقیم و با وزنی جداگانه می‌خواند: یک گام، هر قدر هم که این دو موقعیت از هم دور باشند.</translation>
    </message>
    <message>
        <source>Each layer reaches %1 − 1 = %2 positions further back than the layer below it.</source>
        <translation>هر لایه ⁦‎%1 − ۱ = %2‎⁩ موقعیت بیش از لایهٔ زیرینش به عقب می‌رسد.</translation>
    </message>
    <message>
        <source>The signal must cover %1 − %2 = %3 positions: %3 / %4, rounded up to whole layers, is %5.</source>
        <translation>سیگنال باید ⁦‎%1 − %2 = %3‎⁩ موقعیت را بپیماید: ⁦‎%3 / %4‎⁩، گردشده به بالا تا لایه‌های کامل، %5 است.</translation>
    </message>
    <message>
        <source>Multi-head attention caches a key and a value for each of the %1 heads; this version caches them for g = %2 key-value heads only, so it stores %1 / %2 = %3 times fewer numbers. Nothing else changes.</source>
        <translation>توجهِ چندسَر برای هر یک از %1 سرِ توجه یک کلید و یک مقدار نگه می‌دارد؛ این نسخه فقط برای ⁦‎g = %2‎⁩ گروه، پس شمارِ عددهایش ⁦‎%1 / %2 = %3‎⁩ برابر کمتر است. چیزِ دیگری عوض نمی‌شود.</translation>
    </message>
    <message>
        <source>%1 MiB / %2 = %3 MiB.</source>
        <translation>%1 مبی‌بایت / %2 = %3 مبی‌بایت.</translation>
    </message>
    <message>
        <source>Each of the %1 heads caches its own key and value of %2 numbers: 2 × %1 × %2 = %3 numbers per token in each layer.</source>
        <translation>هر یک از %1 سرِ توجه کلید و مقدارِ خودش را، هر کدام با %2 عدد، نگه می‌دارد: ⁦‎2 × %1 × %2 = %3‎⁩ عدد برای هر توکن در هر لایه.</translation>
    </message>
    <message>
        <source>Only the %1 groups cache a key and a value, not the %2 query heads: 2 × %1 × %3 = %4 numbers per token in each layer.</source>
        <translation>فقط %1 گروه کلید و مقدار نگه می‌دارند، نه %2 سرِ توجهِ پرس‌وجو: ⁦‎2 × %1 × %3 = %4‎⁩ عدد برای هر توکن در هر لایه.</translation>
    </message>
    <message>
        <source>The %1 query heads share one key and one value: 2 × 1 × %2 = %3 numbers per token in each layer, however many query heads there are.</source>
        <translation>%1 سرِ توجهِ پرس‌وجو یک کلید و یک مقدار را با هم به کار می‌برند: ⁦‎2 × 1 × %2 = %3‎⁩ عدد برای هر توکن در هر لایه، شمارِ سرهای توجهِ پرس‌وجو هر چه باشد.</translation>
    </message>
    <message>
        <source>Block %1 on its own: its largest score is m = %2, and ℓ = Σ e^(s − m) over its scores is %3 = %4.</source>
        <translation>بلوکِ %1 به‌تنهایی: بزرگ‌ترین امتیازش ⁦‎m = %2‎⁩ است و ⁦‎ℓ = Σ e^(s − m)‎⁩ روی امتیازهایش ⁦‎%3 = %4‎⁩ می‌شود.</translation>
    </message>
    <message>
        <source>Merged: m = max(%1, %2) = %3. Each block&apos;s sum is multiplied by e^(its maximum − m): ℓ = %4 × %5 + %6 × %7 = %8.</source>
        <translation>ادغام: ⁦‎m = max(%1, %2) = %3‎⁩. مجموعِ هر بلوک در e به توانِ «بیشینهٔ همان بلوک منهای m» ضرب می‌شود: ⁦‎ℓ = %4 × %5 + %6 × %7 = %8‎⁩.</translation>
    </message>
    <message>
        <source>Check: over all the scores at once, Σ e^(s − %1) = %2 = %3, the same sum.</source>
        <translation>وارسی: روی همهٔ امتیازها با هم، ⁦‎Σ e^(s − %1) = %2 = %3‎⁩؛ همان مجموع.</translation>
    </message>
    <message>
        <source>Block 1 on its own: m₁ = %1, ℓ₁ = %2 = %3, and each value times its e^(s − m₁) gives a₁ = %4 = %5.</source>
        <translation>بلوکِ ۱ به‌تنهایی: ⁦‎m₁ = %1‎⁩ و ⁦‎ℓ₁ = %2 = %3‎⁩، و ضربِ هر مقدار در ⁦‎e^(s − m₁)‎⁩ مربوط به خودش ⁦‎a₁ = %4 = %5‎⁩ را می‌دهد.</translation>
    </message>
    <message>
        <source>Block 2 raises the maximum to m = %1, so block 1&apos;s sum and partial output are both multiplied by e^(%2 − %1) = %3: ℓ₁ becomes %4 and a₁ becomes %5.</source>
        <translation>بلوکِ ۲ بیشینه را به ⁦‎m = %1‎⁩ می‌رساند، پس مجموع و خروجیِ جزئیِ بلوکِ ۱ هر دو در ⁦‎e^(%2 − %1) = %3‎⁩ ضرب می‌شوند: ℓ₁ می‌شود %4 و a₁ می‌شود %5.</translation>
    </message>
    <message>
        <source>Block 2 against m = %1: ℓ₂ = %2 = %3 and a₂ = %4 = %5.</source>
        <translation>بلوکِ ۲ نسبت به ⁦‎m = %1‎⁩: ⁦‎ℓ₂ = %2 = %3‎⁩ و ⁦‎a₂ = %4 = %5‎⁩.</translation>
    </message>
    <message>
        <source>ℓ = %1 + %2 = %3 and a = %4 + %5 = %6, so the output is a / ℓ = %7: the output of one softmax over all the scores.</source>
        <translation>⁦‎ℓ = %1 + %2 = %3‎⁩ و ⁦‎a = %4 + %5 = %6‎⁩، پس خروجی ⁦‎a / ℓ = %7‎⁩ است: همان خروجیِ یک سافت‌مکس روی همهٔ امتیازها.</translation>
    </message>
    <message>
        <source>Position %1 has the score %2 and sits in block %3. That block alone has the largest score %4 and the sum %5, so its own softmax gives e^(%2 − %4) / %5 = %6.</source>
        <translation>موقعیتِ %1 امتیازِ %2 را دارد و در بلوکِ %3 است. آن بلوک به‌تنهایی بزرگ‌ترین امتیازِ %4 و مجموعِ %5 را دارد، پس سافت‌مکسِ خودِ آن بلوک ⁦‎e^(%2 − %4) / %5 = %6‎⁩ را می‌دهد.</translation>
    </message>
    <message>
        <source>cos(%1) ≈ %2, sin(%1) ≈ %3</source>
        <translation>⁦‎cos(%1) ≈ %2‎⁩، ⁦‎sin(%1) ≈ %3‎⁩</translation>
    </message>
    <message>
        <source>The query at position %1 turns by %1 × %2 = %3 radians: %4 becomes %5.</source>
        <translation>پرس‌وجو در موقعیتِ %1 به اندازهٔ ⁦‎%1 × %2 = %3‎⁩ رادیان می‌چرخد: %4 به %5 تبدیل می‌شود.</translation>
    </message>
    <message>
        <source>The key at position %1 turns by %1 × %2 = %3 radians: %4 becomes %5.</source>
        <translation>کلید در موقعیتِ %1 به اندازهٔ ⁦‎%1 × %2 = %3‎⁩ رادیان می‌چرخد: %4 به %5 تبدیل می‌شود.</translation>
    </message>
    <message>
        <source>Their dot product is %1 = %2.</source>
        <translation>ضرب داخلیِ آن دو ⁦‎%1 = %2‎⁩ است.</translation>
    </message>
    <message>
        <source>Only the offset n − m = %1 counts: turning k alone by %1 × %2 = %3 radians gives %4, and q · %4 = %5.</source>
        <translation>فقط فاصلهٔ ⁦‎n − m = %1‎⁩ اهمیت دارد: اگر فقط k را به اندازهٔ ⁦‎%1 × %2 = %3‎⁩ رادیان بچرخانیم %4 به دست می‌آید و ⁦‎q · %4 = %5‎⁩.</translation>
    </message>
    <message>
        <source>The angle is m θ = %1 × %2 = %3 radians, with cos ≈ %4 and sin ≈ %5.</source>
        <translation>زاویه ⁦‎m θ = %1 × %2 = %3‎⁩ رادیان است، با ⁦‎cos ≈ %4‎⁩ و ⁦‎sin ≈ %5‎⁩.</translation>
    </message>
    <message>
        <source>(x cos − y sin, x sin + y cos) = %1.</source>
        <translation>⁦‎(x cos − y sin, x sin + y cos) = %1‎⁩.</translation>
    </message>
    <message>
        <source>The length is √%1 ≈ %2 before the turn and after it: a rotation never changes a length.</source>
        <translation>طول پیش از چرخش و پس از آن ⁦‎√%1 ≈ %2‎⁩ است: چرخش هیچ‌گاه طول را تغییر نمی‌دهد.</translation>
    </message>
    <message>
        <source>Both pairs have the same offset: %1 − %2 = %3 − %4 = %5.</source>
        <translation>هر دو جفت فاصلهٔ یکسانی دارند: ⁦‎%1 − %2 = %3 − %4 = %5‎⁩.</translation>
    </message>
    <message>
        <source>θᵢ = %1^(−2 × %2 / %3) = 1 / %4 = %5 radians per position.</source>
        <translation>⁦‎θᵢ = %1^(−2 × %2 / %3) = 1 / %4 = %5‎⁩ رادیان در هر موقعیت.</translation>
    </message>
    <message>
        <source>At position %1 the pair has turned %1 × %2 = %3 radians.</source>
        <translation>در موقعیتِ %1 این جفت ⁦‎%1 × %2 = %3‎⁩ رادیان چرخیده است.</translation>
    </message>
    <message>
        <source>Pair 0 turns 1 radian per position and every later pair turns slower: the first pairs turn fast, the last ones slowly.</source>
        <translation>جفتِ ۰ در هر موقعیت ۱ رادیان می‌چرخد و هر جفتِ بعدی کندتر: جفت‌های نخست تند می‌چرخند و جفت‌های آخر آهسته.</translation>
    </message>
    <message>
        <source>Coordinate %1 of the values: %2; from %3 to %4.</source>
        <translation>مؤلفهٔ %1 از مقدارها: %2؛ از %3 تا %4.</translation>
    </message>
    <message>
        <source>Coordinate %1 of (%2) is %3, outside that range. Every coordinate of the output is a weighted average of the values&apos; numbers there, with positive weights that add up to 1, so no query and no keys give this vector: no.</source>
        <translation>مؤلفهٔ %1 از ⁦‎(%2)‎⁩ برابرِ %3 است و بیرونِ این بازه می‌افتد. هر مؤلفهٔ خروجی میانگینی وزنی از عددهای مقدارها در همان مؤلفه است، با وزن‌هایی مثبت که جمعشان ۱ است؛ پس هیچ پرس‌وجو و هیچ کلیدی این بردار را نمی‌سازد: خیر.</translation>
    </message>
    <message>
        <source>Every coordinate of (%1) lies inside its range. That alone does not prove it (the hull can be smaller than these ranges), but the positive weights %2, which add up to 1, blend the values into exactly this vector.</source>
        <translation>هر مؤلفهٔ ⁦‎(%1)‎⁩ درونِ بازهٔ خودش است. این به‌تنهایی چیزی را ثابت نمی‌کند (پوشِ محدب می‌تواند از این بازه‌ها کوچک‌تر باشد)، ولی وزن‌های مثبتِ %2 که جمعشان ۱ است، مقدارها را دقیقاً به همین بردار می‌آمیزند.</translation>
    </message>
    <message>
        <source>Softmax gives exactly these weights to scores equal to ln wᵢ (plus any constant), and suitable keys give those scores: yes.</source>
        <translation>سافت‌مکس دقیقاً همین وزن‌ها را به امتیازهای ⁦‎ln wᵢ‎⁩ (به‌علاوهٔ هر عددِ ثابتی) می‌دهد و کلیدهای مناسب همین امتیازها را می‌سازند: بله.</translation>
    </message>
    <message>
        <source>Coordinate %1 of the output is the weighted average of these numbers, with positive weights that add up to 1, so it lies between %2 and %3 (strictly between, since softmax gives every key some weight).</source>
        <translation>مؤلفهٔ %1 از خروجی میانگینِ وزنیِ همین عددهاست، با وزن‌هایی مثبت که جمعشان ۱ است؛ پس میانِ %2 و %3 قرار می‌گیرد (و چون سافت‌مکس به هر کلید اندکی وزن می‌دهد، هرگز به خودِ این دو نمی‌رسد).</translation>
    </message>
    <message>
        <source>%1 numbers × %2 layers × %3 tokens × %4 (batch size) = %5 numbers.</source>
        <translation>%1 عدد × %2 لایه × %3 توکن × %4 (اندازهٔ دسته) = %5 عدد.</translation>
    </message>
    <message>
        <source>Over the whole list its weight is e^(%1 − %2) / %3 = %4, the weight one softmax over all the scores gives it.</source>
        <translation>روی کلِ فهرست وزنش ⁦‎e^(%1 − %2) / %3 = %4‎⁩ است، همان وزنی که یک سافت‌مکس روی همهٔ امتیازها به آن می‌دهد.</translation>
    </message>
    <message>
        <source>%1^(%2/%3) = %4</source>
        <translation>%1^(%2/%3) = %4</translation>
    </message>
    <message>
        <source>One output reads %1 neighbouring positions of the layer below, so each layer widens the window by %1 − 1 = %2 positions.</source>
        <translation>هر خروجی %1 موقعیتِ کنارِ هم از لایهٔ زیرین را می‌خواند، پس هر لایه پنجره را ⁦‎%1 − ۱ = %2‎⁩ موقعیت پهن‌تر می‌کند.</translation>
    </message>
    <message>
        <source>Starting from the output&apos;s own position, %1 layers give 1 + %1 × %2 = %3 positions.</source>
        <translation>با شروع از موقعیتِ خودِ خروجی، %1 لایه ⁦‎۱ + %1 × %2 = %3‎⁩ موقعیت می‌دهد.</translation>
    </message>
    <message>
        <source>A layer of width %1 and dilation d reaches (%1 − 1) × d positions further than the layer below it.</source>
        <translation>لایه‌ای با اندازهٔ کرنلِ %1 و اتساعِ d، ⁦‎(%1 − ۱) × d‎⁩ موقعیت دورتر از لایهٔ زیرینش را می‌بیند.</translation>
    </message>
    <message>
        <source>The dilations add up to %1 = %2, so the window is 1 + %3 × %2 = %4 positions.</source>
        <translation>جمعِ اتساع‌ها ⁦‎%1 = %2‎⁩ است، پس پنجره ⁦‎۱ + %3 × %2 = %4‎⁩ موقعیت است.</translation>
    </message>
    <message>
        <source>Without dilation L layers see L × %1 + 1 positions: %2 layers see %3, at least %4, and %5 layers would see only %6.</source>
        <translation>بی‌اتساع، L لایه ⁦‎L × %1 + ۱‎⁩ موقعیت را می‌بیند: %2 لایه %3 موقعیت را می‌بیند که دست‌کم %4 است، و %5 لایه فقط %6 موقعیت را می‌دید.</translation>
    </message>
    <message>
        <source>With the dilations multiplied by %1 at each layer, every layer multiplies the window by %1: %2 layers see %3 positions, at least %4, and %5 layers would see only %6.</source>
        <translation>وقتی اتساع در هر لایه %1 برابر می‌شود، هر لایه پنجره را %1 برابر می‌کند: %2 لایه %3 موقعیت را می‌بیند که دست‌کم %4 است، و %5 لایه فقط %6 موقعیت را می‌دید.</translation>
    </message>
    <message>
        <source>By the chain rule the gradient from step 1 to step %1 is a product of %1 − 1 = %2 step Jacobians, and the norm of a product is at most the product of the norms.</source>
        <translation>بنا بر قاعدهٔ زنجیره‌ای، گرادیان از گامِ ۱ تا گامِ %1 حاصل‌ضربِ ⁦‎%1 − ۱ = %2‎⁩ ژاکوبیِ گام است، و نُرمِ یک حاصل‌ضرب حداکثر برابرِ حاصل‌ضربِ نُرم‌هاست.</translation>
    </message>
    <message>
        <source>So its norm is at most %1 to the power %2, which is %3.</source>
        <translation>پس نُرمِ آن حداکثر %1 به توانِ %2 است، یعنی %3.</translation>
    </message>
    <message>
        <source>The bound is below %1 when t − 1 is more than log %1 / log %2 = %3.</source>
        <translation>کران وقتی از %1 کمتر است که ⁦‎t − ۱‎⁩ از ⁦‎log %1 / log %2 = %3‎⁩ بیشتر باشد.</translation>
    </message>
    <message>
        <source>At step %1 the bound is %2 to the power %3 = %4, still at least %5; at step %6 it is %2 to the power %7 = %8, below it. The answer is %6.</source>
        <translation>در گامِ %1 کران %2 به توانِ %3، یعنی %4، است که هنوز دست‌کم %5 است؛ در گامِ %6 برابرِ %2 به توانِ %7، یعنی %8، است که کمتر از آن است. پاسخ %6 است.</translation>
    </message>
    <message>
        <source>A previous-token head finds its key by position, not by content: at position %1 it gives nearly all its weight, %2, to position %3, the one just before.</source>
        <translation>سرِ توجهِ توکنِ قبلی کلیدش را از روی موقعیت پیدا می‌کند، نه از روی محتوا: در موقعیتِ %1 تقریباً همهٔ وزنش، یعنی %2، را به موقعیتِ %3 می‌دهد، همان موقعیتِ درست پیش از خودش.</translation>
    </message>
    <message>
        <source>Position %1 holds token %2, so the head copies %2 into position %3.</source>
        <translation>در موقعیتِ %1 توکنِ %2 نشسته است، پس این سرِ توجه %2 را در موقعیتِ %3 کپی می‌کند.</translation>
    </message>
    <message>
        <source>Position %1 holds token %2, which appeared before at position %3.</source>
        <translation>در موقعیتِ %1 توکنِ %2 نشسته است که پیش‌تر در موقعیتِ %3 هم آمده بود.</translation>
    </message>
    <message>
        <source>Layer 1 wrote into every position the token just before it, so position %1 now carries %2: its key matches the query of token %2.</source>
        <translation>لایهٔ ۱ در هر موقعیت توکنِ درست پیش از آن را نوشته است، پس موقعیتِ %1 حالا %2 را با خود دارد: کلیدش با پرس‌وجوی توکنِ %2 جور درمی‌آید.</translation>
    </message>
    <message>
        <source>The induction head gives position %1 weight %2 and copies its token, %3: after %4 came %3 before, so it predicts %3 again.</source>
        <translation>سرِ توجهِ القایی به موقعیتِ %1 وزنِ %2 می‌دهد و توکنِ آن، %3، را کپی می‌کند: پیش‌تر بعد از %4 توکنِ %3 آمده بود، پس دوباره %3 را پیش‌بینی می‌کند.</translation>
    </message>
    <message>
        <source>Position %1 holds (%2), and so does position %3, the only other position with that value.</source>
        <translation>موقعیتِ %1 مقدارِ (%2) را دارد و موقعیتِ %3 هم همین را؛ هیچ موقعیتِ دیگری این مقدار را ندارد.</translation>
    </message>
    <message>
        <source>Moving %1 from position %2 to position %3 takes %1 × (%4) out of the weighted sum and puts the same %1 × (%4) back, so the output does not change. Sent to any other position, the weight would bring back %1 times a different value.</source>
        <translation>بردنِ وزنِ %1 از موقعیتِ %2 به موقعیتِ %3 سهمِ ⁦‎%1 × (%4)‎⁩ را از جمعِ وزن‌دار بیرون می‌برد و همان ⁦‎%1 × (%4)‎⁩ را دوباره به آن برمی‌گرداند، پس خروجی عوض نمی‌شود. اگر این وزن به هر موقعیتِ دیگری برود، %1 برابرِ مقداری دیگر را به جمع برمی‌گرداند.</translation>
    </message>
    <message>
        <source>The new weights are (%1). They still add up to 1, and they give the output (%2), as the old weights do.</source>
        <translation>وزن‌های تازه (%1) هستند. جمعشان هنوز ۱ است و همان خروجیِ (%2) را می‌دهند که وزن‌های قبلی می‌دادند.</translation>
    </message>
    <message>
        <source>Position %1 holds (%2) and position %3 holds (%4): different values, so this move shows in the output.</source>
        <translation>موقعیتِ %1 مقدارِ (%2) را دارد و موقعیتِ %3 مقدارِ (%4) را: دو مقدارِ متفاوت، پس این جابه‌جایی در خروجی دیده می‌شود.</translation>
    </message>
    <message>
        <source>The output changes by %1 × ((%2) − (%3)) = (%4).</source>
        <translation>خروجی به اندازهٔ ⁦‎%1 × ((%2) − (%3)) = (%4)‎⁩ تغییر می‌کند.</translation>
    </message>
    <message>
        <source>New output: (%1) + (%2) = (%3). The new weights (%4), blended in full, give the same.</source>
        <translation>خروجیِ تازه: ⁦‎(%1) + (%2) = (%3)‎⁩. اگر وزن‌های تازه، (%4)، را از نو با مقدارها ترکیب کنید همین به دست می‌آید.</translation>
    </message>
    <message>
        <source>Position 1 takes %1 of the weight. The best of the other positions, position %2, gets only %3: whatever the first token says, its high score makes it the sink of this query&apos;s weight.</source>
        <translation>موقعیتِ ۱ سهمِ %1 از وزن را می‌برد. بهترینِ موقعیت‌های دیگر، موقعیتِ %2، فقط %3 می‌گیرد: توکنِ اول هر چه بگوید، امتیازِ بالایش آن را چاهکِ وزنِ این پرس‌وجو می‌کند.</translation>
    </message>
    <message>
        <source>With every key in the cache, Σ e^s = %1 = %2, so position %3 gets e^%4 / %2 = %5.</source>
        <translation>وقتی همهٔ کلیدها در حافظهٔ نهان‌اند، ⁦‎Σ e^s = %1 = %2‎⁩ است، پس موقعیتِ %3 وزنِ ⁦‎e^%4 / %2 = %5‎⁩ می‌گیرد.</translation>
    </message>
    <message>
        <source>Evicting position 1 takes its term e^%1 = %2 out of the sum, which drops to %3 = %4.</source>
        <translation>بیرون انداختنِ موقعیتِ ۱ جملهٔ آن، ⁦‎e^%1 = %2‎⁩، را از جمع بیرون می‌برد و جمع به ⁦‎%3 = %4‎⁩ کاهش می‌یابد.</translation>
    </message>
    <message>
        <source>Position %1 now gets e^%2 / %3 = %4: its old weight times %5 / %3 = %6. Every key that stays grows by the same factor, so the weights sum to 1 again.</source>
        <translation>موقعیتِ %1 حالا ⁦‎e^%2 / %3 = %4‎⁩ می‌گیرد، یعنی وزنِ پیشینش ضرب در ⁦‎%5 / %3 = %6‎⁩. هر کلیدی که می‌ماند به همین نسبت بزرگ می‌شود، پس جمعِ وزن‌ها دوباره ۱ می‌شود.</translation>
    </message>
    <message>
        <source>Window attention drops position 1: the sum loses e^%1 = %2 and falls to %3, so position %4 gets e^%5 / %3 = %6, %7 times its weight before.</source>
        <translation>توجهِ پنجره‌ای موقعیتِ ۱ را کنار می‌گذارد: ⁦‎e^%1 = %2‎⁩ از جمع کم می‌شود و جمع به %3 می‌رسد، پس موقعیتِ %4 وزنِ ⁦‎e^%5 / %3 = %6‎⁩ می‌گیرد، یعنی %7 برابرِ وزنِ پیشینش.</translation>
    </message>
    <message>
        <source>StreamingLLM keeps position 1 and drops position 2: the sum loses only e^%1 = %2 and falls to %3, so position %4 gets e^%5 / %3 = %6, %7 times its weight before.</source>
        <translation>⁦‎StreamingLLM‎⁩ موقعیتِ ۱ را نگه می‌دارد و موقعیتِ ۲ را کنار می‌گذارد: فقط ⁦‎e^%1 = %2‎⁩ از جمع کم می‌شود و جمع به %3 می‌رسد، پس موقعیتِ %4 وزنِ ⁦‎e^%5 / %3 = %6‎⁩ می‌گیرد، یعنی %7 برابرِ وزنِ پیشینش.</translation>
    </message>
    <message>
        <source>The mean is μ = (%1) / %2 = %3.</source>
        <translation>میانگین ⁦‎μ = (%1) / %2 = %3‎⁩ است.</translation>
    </message>
    <message>
        <source>The deviations x − μ are (%1); their squares add up to %2 = %3, so σ² = %3 / %4 = %5 and σ = √%5 ≈ %6.</source>
        <translation>انحراف‌ها از میانگین، ⁦‎x − μ‎⁩، برابرِ ⁦‎(%1)‎⁩ هستند؛ مربع‌هایشان روی هم ⁦‎%2 = %3‎⁩ می‌شوند، پس ⁦‎σ² = %3 / %4 = %5‎⁩ و ⁦‎σ = √%5 ≈ %6‎⁩.</translation>
    </message>
    <message>
        <source>The deviations x − μ are (%1); their squares add up to %2 = %3, so σ² = %3 / %4 = %5 and σ = √%5 = %6.</source>
        <translation>انحراف‌ها از میانگین، ⁦‎x − μ‎⁩، برابرِ ⁦‎(%1)‎⁩ هستند؛ مربع‌هایشان روی هم ⁦‎%2 = %3‎⁩ می‌شوند، پس ⁦‎σ² = %3 / %4 = %5‎⁩ و ⁦‎σ = √%5 = %6‎⁩.</translation>
    </message>
    <message>
        <source>Each deviation divided by σ gives z = (%1): mean 0, and the squares average to 1.</source>
        <translation>هر انحراف را بر σ تقسیم کنید تا ⁦‎z = (%1)‎⁩ به دست آید: میانگینش ۰ است و میانگینِ مربع‌هایش ۱.</translation>
    </message>
    <message>
        <source>Each zᵢ times γᵢ, plus βᵢ: γ ⊙ z + β = (%1).</source>
        <translation>هر ⁦‎zᵢ‎⁩ ضرب در ⁦‎γᵢ‎⁩، به‌علاوهٔ ⁦‎βᵢ‎⁩: ⁦‎γ ⊙ z + β = (%1)‎⁩.</translation>
    </message>
    <message>
        <source>Each sublayer adds its write to the stream, x ← x + f(LN(x)), and overwrites nothing, so the %1 writes are all still there: added coordinate by coordinate they make (%2).</source>
        <translation>هر زیرلایه نوشته‌اش را به جریان می‌افزاید، ⁦‎x ← x + f(LN(x))‎⁩، و چیزی را پاک نمی‌کند، پس هر %1 نوشته هنوز در جریان‌اند: مؤلفه به مؤلفه که جمع شوند ⁦‎(%2)‎⁩ می‌شوند.</translation>
    </message>
    <message>
        <source>The stream is the embedding plus that sum: (%1) + (%2) = (%3).</source>
        <translation>جریان برابرِ جاسازی به‌اضافهٔ همین جمع است: ⁦‎(%1) + (%2) = (%3)‎⁩.</translation>
    </message>
    <message>
        <source>Each hidden unit takes x times its column of W₁, then adds its bias: x W₁ + b₁ = (%1) + (%2) = (%3).</source>
        <translation>هر واحدِ پنهان x را در ستونِ خودش از ⁦‎W₁‎⁩ ضرب می‌کند و سپس سوگیری‌اش را می‌افزاید: ⁦‎x W₁ + b₁ = (%1) + (%2) = (%3)‎⁩.</translation>
    </message>
    <message>
        <source>The ReLU keeps the positive entries and sets the negative ones to 0: h = (%1).</source>
        <translation>تابعِ ⁦‎ReLU‎⁩ درایه‌های مثبت را نگه می‌دارد و درایه‌های منفی را ۰ می‌کند: ⁦‎h = (%1)‎⁩.</translation>
    </message>
    <message>
        <source>h W₂ adds up the rows of W₂, each times its unit&apos;s value in h; a unit at 0 adds nothing: h W₂ = (%1).</source>
        <translation>حاصلِ ⁦‎h W₂‎⁩ جمعِ سطرهای ⁦‎W₂‎⁩ است، هر سطر ضرب در عددی که واحدِ متناظرش در h دارد؛ واحدی که ۰ شده چیزی نمی‌افزاید: ⁦‎h W₂ = (%1)‎⁩.</translation>
    </message>
    <message>
        <source>Adding b₂: (%1) + (%2) = (%3).</source>
        <translation>با افزودنِ ⁦‎b₂‎⁩: ⁦‎(%1) + (%2) = (%3)‎⁩.</translation>
    </message>
    <message>
        <source>W₁ is %1 × %2 and W₂ is %2 × %1: 2 × %1 × %2 = %3 weights. The heads play no part.</source>
        <translation>ماتریسِ ⁦‎W₁‎⁩ ⁦‎%1 × %2‎⁩ است و ⁦‎W₂‎⁩ ⁦‎%2 × %1‎⁩: ⁦‎۲ × %1 × %2 = %3‎⁩ وزن. سرهای توجه این‌جا نقشی ندارند.</translation>
    </message>
    <message>
        <source>b₁ has one number per hidden unit and b₂ one per coordinate: %1 + %2 + %3 = %4 parameters.</source>
        <translation>⁦‎b₁‎⁩ برای هر واحدِ پنهان یک عدد دارد و ⁦‎b₂‎⁩ برای هر مؤلفه یک عدد: ⁦‎%1 + %2 + %3 = %4‎⁩ پارامتر.</translation>
    </message>
    <message>
        <source>Each head&apos;s query projection is %1 × %2; the %3 heads side by side make W_Q %1 × %1, and the same holds for W_K and W_V. W_O maps the %3 × %2 = %1 concatenated outputs back to %1: %1 × %1 too.</source>
        <translation>نگاشتِ خطیِ پرس‌وجوی هر سرِ توجه ⁦‎%1 × %2‎⁩ است؛ %3 سرِ توجه کنارِ هم ⁦‎W_Q‎⁩ را ⁦‎%1 × %1‎⁩ می‌سازند، و ⁦‎W_K‎⁩ و ⁦‎W_V‎⁩ هم همین‌طورند. ⁦‎W_O‎⁩ خروجی‌های به‌هم‌پیوستهٔ سرهای توجه را، که ⁦‎%3 × %2 = %1‎⁩ عدد است، به %1 بُعد برمی‌گرداند: آن هم ⁦‎%1 × %1‎⁩ است.</translation>
    </message>
    <message>
        <source>4 × %1 × %1 = %2 weights, whatever the number of heads; d_ff belongs to the feed-forward layer.</source>
        <translation>⁦‎۴ × %1 × %1 = %2‎⁩ وزن، شمارِ سرهای توجه هر چه باشد؛ ⁦‎d_ff‎⁩ به لایهٔ پیش‌خور مربوط است.</translation>
    </message>
    <message>
        <source>Each of the four has a bias of %1 numbers: %2 + 4 × %1 = %3 parameters.</source>
        <translation>هر یک از این چهار سوگیری‌ای با %1 عدد دارد: ⁦‎%2 + ۴ × %1 = %3‎⁩ پارامتر.</translation>
    </message>
    <message>
        <source>Feed-forward layer: 2 × %1 × %2 + %2 + %1 = %3 parameters.</source>
        <translation>لایهٔ پیش‌خور: ⁦‎۲ × %1 × %2 + %2 + %1 = %3‎⁩ پارامتر.</translation>
    </message>
    <message>
        <source>Attention projections: 4 × %1 × %1 + 4 × %1 = %2 parameters, however many heads.</source>
        <translation>نگاشت‌های خطیِ توجه: ⁦‎۴ × %1 × %1 + ۴ × %1 = %2‎⁩ پارامتر، شمارِ سرهای توجه هر چه باشد.</translation>
    </message>
    <message>
        <source>Share: %1 / (%1 + %2) ≈ %3. The biases barely count: the weights alone give d_ff / (d_ff + 2 d_model) = %4 / %5 ≈ %6.</source>
        <translation>سهم: ⁦‎%1 / (%1 + %2) ≈ %3‎⁩. سوگیری‌ها تقریباً اثری ندارند: وزن‌ها به‌تنهایی ⁦‎d_ff / (d_ff + 2 d_model) = %4 / %5 ≈ %6‎⁩ را می‌دهند.</translation>
    </message>
    <message>
        <source>Key %1: j − i = %1 − %2 = %3, within %4 places of the query, so r = %3.</source>
        <translation>کلیدِ %1: ⁦‎j − i = %1 − %2 = %3‎⁩، که حداکثر %4 خانه از پرس‌وجو فاصله دارد، پس ⁦‎r = %3‎⁩.</translation>
    </message>
    <message>
        <source>Key %1: j − i = %1 − %2 = %3, more than %4 places away, so clipping gives r = %5: it shares w_r with every key as far or farther on that side.</source>
        <translation>کلیدِ %1: ⁦‎j − i = %1 − %2 = %3‎⁩، که بیش از %4 خانه دور است، پس بریدن ⁦‎r = %5‎⁩ را می‌دهد: این کلید بردارِ ⁦‎w_r‎⁩ را با هر کلیدی در همان سمت که همین‌قدر یا دورتر باشد مشترک دارد.</translation>
    </message>
    <message>
        <source>After clipping, an offset is one of −%1, …, −1, 0, 1, …, %1: %1 on each side and 0, so 2 × %1 + 1 = %2 vectors, whatever the length of the input (%3 tokens or more).</source>
        <translation>پس از بریدن، هر فاصله یکی از ⁦‎−%1, …, −۱, ۰, ۱, …, %1‎⁩ است: %1 تا در هر سمت و صفر، پس ⁦‎۲ × %1 + ۱ = %2‎⁩ بردار، طولِ ورودی هر چه باشد (%3 توکن یا بیشتر).</translation>
    </message>
    <message>
        <source>Each vector has %1 numbers: %2 × %1 = %3 learned numbers.</source>
        <translation>هر بردار %1 عدد دارد: ⁦‎%2 × %1 = %3‎⁩ عددِ آموخته.</translation>
    </message>
    <message>
        <source>The offset is j − i = %1 − %2 = %3, within the clip, so r = %3 and q · w_r = %4 (entry %5 of the list, which starts at r = −%6).</source>
        <translation>فاصله ⁦‎j − i = %1 − %2 = %3‎⁩ است و از حدِ بریدن نمی‌گذرد، پس ⁦‎r = %3‎⁩ و ⁦‎q · w_r = %4‎⁩ (عضوِ شمارهٔ %5 در فهرست، که از ⁦‎r = −%6‎⁩ شروع می‌شود).</translation>
    </message>
    <message>
        <source>The raw score is q · k + q · w_r = %1 = %2.</source>
        <translation>امتیازِ خام ⁦‎q · k + q · w_r = %1 = %2‎⁩ است.</translation>
    </message>
    <message>
        <source>Moved %1 places, the offset is %2 − %3 = %4 again: the same vector w_r, and the same tokens give the same q · k, so the score is %5 again.</source>
        <translation>پس از %1 خانه جابه‌جایی، فاصله باز ⁦‎%2 − %3 = %4‎⁩ است: همان بردارِ ⁦‎w_r‎⁩، و همان توکن‌ها همان ⁦‎q · k‎⁩ را می‌دهند، پس امتیاز باز %5 است.</translation>
    </message>
    <message>
        <source>With %1 heads the slopes start at 2^(−8/%1) ≈ %2, and each is the one before times the same %2.</source>
        <translation>با %1 سرِ توجه، شیب‌ها از ⁦‎2^(−8/%1) ≈ %2‎⁩ شروع می‌شوند و هر شیب %2 برابرِ شیبِ پیش از خودش است.</translation>
    </message>
    <message>
        <source>Head %1 has the slope m = 2^(−8 × %1 / %2) = 2^(−%3) ≈ %4.</source>
        <translation>شیبِ سرِ توجهِ %1 برابرِ ⁦‎m = 2^(−8 × %1 / %2) = 2^(−%3) ≈ %4‎⁩ است.</translation>
    </message>
    <message>
        <source>The key is %1 − %2 = %3 positions behind the query, so the bias is −m × %3 ≈ %4, added to the score before softmax.</source>
        <translation>کلید ⁦‎%1 − %2 = %3‎⁩ موقعیت پشتِ پرس‌وجوست، پس بایاس ⁦‎−m × %3 ≈ %4‎⁩ است و پیش از سافت‌مکس به امتیاز افزوده می‌شود.</translation>
    </message>
    <message>
        <source>Keys 1 to %1 are %2 positions back, so the biases −%3 (i − j) are %4.</source>
        <translation>کلیدهای ۱ تا %1 به ترتیب %2 موقعیت عقب‌ترند، پس بایاس‌های ⁦‎−%3 (i − j)‎⁩ برابرِ %4 هستند.</translation>
    </message>
    <message>
        <source>The biased scores are %1.</source>
        <translation>امتیازها پس از افزودنِ بایاس %1 هستند.</translation>
    </message>
    <message>
        <source>Without the biases the weights would be %1: the penalty moves weight towards the nearer keys.</source>
        <translation>بی بایاس، وزن‌ها %1 می‌شدند: جریمه وزن را به سوی کلیدهای نزدیک‌تر می‌برد.</translation>
    </message>
    <message>
        <source>Position %1 is beyond the %2 positions of training. Interpolated, it counts as %1 × %2 / %3 = %4.</source>
        <translation>موقعیتِ %1 فراتر از %2 موقعیتِ آموزش است. با درون‌یابی، این موقعیت ⁦‎%1 × %2 / %3 = %4‎⁩ به حساب می‌آید.</translation>
    </message>
    <message>
        <source>The angle is %1 × %2 = %3 radians, with cos ≈ %4 and sin ≈ %5.</source>
        <translation>زاویه ⁦‎%1 × %2 = %3‎⁩ رادیان است، با ⁦‎cos ≈ %4‎⁩ و ⁦‎sin ≈ %5‎⁩.</translation>
    </message>
    <message>
        <source>Without interpolation the pair would turn %1 × %2 = %3 radians, past the %4 radians it reached in training.</source>
        <translation>بی درون‌یابی، جفت ⁦‎%1 × %2 = %3‎⁩ رادیان می‌چرخید، فراتر از %4 رادیانی که در آموزش به آن رسیده بود.</translation>
    </message>
    <message>
        <source>Row a of S = φ(K)ᵀ V adds up the values, each times feature a of its key: S has the rows %1.</source>
        <translation>سطرِ a از ⁦‎S = φ(K)ᵀ V‎⁩ مقدارها را، هر کدام ضرب در ویژگیِ a از کلیدِ خودش، جمع می‌زند: سطرهای S این‌هاست: %1.</translation>
    </message>
    <message>
        <source>z = φ(K)ᵀ 1 adds up each feature over the keys: z = (%1), with additions only.</source>
        <translation>⁦‎z = φ(K)ᵀ 1‎⁩ هر ویژگی را روی همهٔ کلیدها جمع می‌زند: ⁦‎z = (%1)‎⁩، فقط با جمع.</translation>
    </message>
    <message>
        <source>At position %1, φ(q) = (%2): φ(q) S = (%3) and φ(q) · z = %4, so the output is (%3) / %4 = (%5).</source>
        <translation>در موقعیتِ %1، ⁦‎φ(q) = (%2)‎⁩ است: ⁦‎φ(q) S = (%3)‎⁩ و ⁦‎φ(q) · z = %4‎⁩، پس خروجی ⁦‎(%3) / %4 = (%5)‎⁩ است.</translation>
    </message>
    <message>
        <source>Left to right gives the same: row %1 of φ(Q) φ(K)ᵀ is (%2), its weighted sum of the values (%3) and its sum %4. Only the cost differs: %5 multiplications left to right, %6 regrouped.</source>
        <translation>از چپ به راست هم همین به دست می‌آید: سطرِ %1 از ⁦‎φ(Q) φ(K)ᵀ‎⁩ برابرِ ⁦‎(%2)‎⁩ است، جمعِ وزن‌دارِ مقدارها با آن ⁦‎(%3)‎⁩ و جمعِ درایه‌هایش %4. فقط هزینه فرق می‌کند: %5 ضرب از چپ به راست و %6 ضرب با گروه‌بندیِ تازه.</translation>
    </message>
    <message>
        <source>Left to right: φ(Q) φ(K)ᵀ has %1 × %1 entries of %2 multiplications each, %3; times V, %4 more; its row sums, the denominators, are additions only: %5 in all.</source>
        <translation>از چپ به راست: ⁦‎φ(Q) φ(K)ᵀ‎⁩ دارای ⁦‎%1 × %1‎⁩ درایه است که هر کدام %2 ضرب می‌خواهد، یعنی %3 ضرب؛ ضربش در V، %4 ضربِ دیگر؛ جمعِ سطرهایش، یعنی مخرج‌ها، فقط جمع است: روی هم %5 ضرب.</translation>
    </message>
    <message>
        <source>Regrouped: φ(K)ᵀ V costs %1 × %2 × %3 = %4, φ(Q) times it %4 more, and φ(Q) z (z = φ(K)ᵀ 1 is additions only) %5: %6 in all.</source>
        <translation>با گروه‌بندیِ تازه: ⁦‎φ(K)ᵀ V‎⁩ به ⁦‎%1 × %2 × %3 = %4‎⁩ ضرب نیاز دارد، ضربِ ⁦‎φ(Q)‎⁩ در آن %4 ضربِ دیگر، و ⁦‎φ(Q) z‎⁩ (ساختنِ ⁦‎z = φ(K)ᵀ 1‎⁩ فقط جمع است) %5 ضرب: روی هم %6 ضرب.</translation>
    </message>
    <message>
        <source>Per position the left-to-right order costs n (r + d) = %1 and the regrouped one 2 r d + r = %2: regrouping pays once n (r + d) is the larger, and the gap grows with n.</source>
        <translation>برای هر موقعیت، ترتیبِ چپ به راست ⁦‎n (r + d) = %1‎⁩ ضرب و ترتیبِ گروه‌بندی‌شده ⁦‎2 r d + r = %2‎⁩ ضرب هزینه دارد: گروه‌بندیِ تازه از جایی به صرفه است که ⁦‎n (r + d)‎⁩ بزرگ‌تر باشد، و این فاصله با n بیشتر می‌شود.</translation>
    </message>
    <message>
        <source>If no window were cut, each of the %1 queries would see %2 keys: %1 × %2 = %3 pairs.</source>
        <translation>اگر هیچ پنجره‌ای بریده نمی‌شد، هر یک از %1 پرس‌وجو %2 کلید می‌دید: ⁦‎%1 × %2 = %3‎⁩ جفت.</translation>
    </message>
    <message>
        <source>At each end the %1 outermost queries lose %2 keys, %3 per end, so the layer compares %4 − 2 × %3 = %5 pairs; full attention would compare %6 × %6 = %7.</source>
        <translation>در هر انتها %1 پرس‌وجوی کناری روی هم ⁦‎%2‎⁩ کلید از دست می‌دهند، یعنی %3 کلید در هر انتها؛ پس لایه ⁦‎%4 − 2 × %3 = %5‎⁩ جفت را مقایسه می‌کند، در حالی که توجهِ کامل ⁦‎%6 × %6 = %7‎⁩ جفت را مقایسه می‌کرد.</translation>
    </message>
    <message>
        <source>Each layer reaches %1 positions further each way, so %2 layers reach %2 × %1 = %3 positions each way: from %4 − %3 to %4 + %3.</source>
        <translation>هر لایه از هر سو %1 موقعیت دورتر می‌رود، پس %2 لایه از هر سو ⁦‎%2 × %1 = %3‎⁩ موقعیت پیش می‌روند: از ⁦‎%4 − %3‎⁩ تا ⁦‎%4 + %3‎⁩.</translation>
    </message>
    <message>
        <source>The sequence holds positions 1 to %1 only, so the output at %2 depends on the inputs at positions %3 to %4.</source>
        <translation>دنباله فقط موقعیت‌های ۱ تا %1 را دارد، پس خروجیِ موقعیتِ %2 به ورودی‌های موقعیت‌های %3 تا %4 وابسته است.</translation>
    </message>
</context>
<context>
    <name>astrolabe::report</name>
    <message>
        <source>The file %1 cannot be read (%2).</source>
        <translation>فایل %1 خوانده نمی‌شود (%2).</translation>
    </message>
    <message>
        <source>The file %1 is larger than any progress file can be (%2 MB), so it was not read.</source>
        <translation>فایل %1 از هر فایل پیشرفتی بزرگ‌تر است (%2 مگابایت)، پس خوانده نشد.</translation>
    </message>
    <message>
        <source>The file %1 is nested far deeper than a progress file, so it was refused.</source>
        <translation>ساختار تودرتوی فایل %1 بسیار عمیق‌تر از یک فایل پیشرفت است، پس پذیرفته نشد.</translation>
    </message>
    <message>
        <source>The file %1 is damaged (cut short or garbled), so it was refused.</source>
        <translation>فایل %1 آسیب دیده است (ناقص یا درهم‌ریخته)، پس پذیرفته نشد.</translation>
    </message>
    <message>
        <source>The file %1 is not an Astrolabe progress file.</source>
        <translation>فایل %1 فایل پیشرفت اسطرلاب نیست.</translation>
    </message>
    <message>
        <source>The file %1 was written by a newer Astrolabe (format %2; this version reads up to %3), so it was refused.</source>
        <translation>فایل %1 را نسخهٔ جدیدتری از اسطرلاب نوشته است (قالب %2؛ این نسخه تا قالب %3 را می‌خواند)، پس پذیرفته نشد.</translation>
    </message>
    <message>
        <source>The file %1 was changed after it was exported (its checksum does not match), so it was refused.</source>
        <translation>فایل %1 پس از خروجی‌گرفتن تغییر کرده است (چک‌سام آن جور درنمی‌آید)، پس پذیرفته نشد.</translation>
    </message>
    <message>
        <source>The file %1 has an impossible value in %2, so it was refused.</source>
        <extracomment>%2 is the place in the file, e.g. reviews[12].rating; it stays in English.</extracomment>
        <translation>فایل %1 در %2 مقداری ناممکن دارد، پس پذیرفته نشد.</translation>
    </message>
    <message>
        <source>The file %1 cannot be written (%2).</source>
        <translation>فایل %1 نوشته نمی‌شود (%2).</translation>
    </message>
    <message>
        <source>The file %1 is progress in another course (%2), so it was refused.</source>
        <translation>فایل %1 پیشرفتِ دورهٔ دیگری است (%2)، پس پذیرفته نشد.</translation>
    </message>
    <message>
        <source>This export of %1 was imported before, so it was skipped.</source>
        <translation>این خروجیِ %1 پیش‌تر وارد شده بود، پس کنار گذاشته شد.</translation>
    </message>
    <message>
        <source>The class already has a newer export of %1, so this older one was skipped.</source>
        <translation>کلاس خروجی جدیدتری از %1 دارد، پس این خروجیِ قدیمی‌تر کنار گذاشته شد.</translation>
    </message>
    <message>
        <source>The progress of %1 could not be saved in the class (%2); nothing of it was kept.</source>
        <translation>پیشرفت %1 در کلاس ذخیره نشد (%2)؛ چیزی از آن نگه داشته نشد.</translation>
    </message>
    <message numerus="yes">
        <source>Added %1 with %n answer(s).</source>
        <translation>
            <numerusform>%1 با %Ln پاسخ افزوده شد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaced the older export of %1 with this one (%n answer(s)).</source>
        <translation>
            <numerusform>خروجی قدیمی‌ترِ %1 با این یکی جایگزین شد (%Ln پاسخ).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a text file in UTF-8: save the list as “CSV UTF-8” or as plain text, and choose it again.</source>
        <extracomment>A roster file that is not UTF-8 text; %1 is its name.</extracomment>
        <translation>%1 یک فایل متنی UTF-8 نیست: فهرست را به‌صورت «CSV UTF-8» یا متن ساده ذخیره کنید و دوباره انتخابش کنید.</translation>
    </message>
    <message>
        <source>%1 is not a list of names: it looks like a progress file or other data.</source>
        <extracomment>A roster file that holds JSON (e.g. a progress file chosen by mistake).</extracomment>
        <translation>%1 فهرست نام نیست: به یک فایل پیشرفت یا دادهٔ دیگری می‌ماند.</translation>
    </message>
    <message>
        <source>%1 holds no names.</source>
        <extracomment>A roster file without a single name; %1 is its name.</extracomment>
        <translation>در %1 هیچ نامی نیست.</translation>
    </message>
    <message>
        <source>The file %1 could not be read (%2).</source>
        <translation>فایل %1 خوانده نشد (%2).</translation>
    </message>
    <message>
        <source>%1 is too large for a list of names (more than 1 MB).</source>
        <translation>%1 برای یک فهرست نام بیش از اندازه بزرگ است (بیش از ۱ مگابایت).</translation>
    </message>
</context>
<context>
    <name>astrolabe::report::ReportText</name>
    <message>
        <source>%1 min</source>
        <extracomment>A duration in minutes, e.g. &quot;20 min&quot;</extracomment>
        <translation>%1 دقیقه</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>A duration in hours and minutes, e.g. &quot;3 h 20 min&quot;</extracomment>
        <translation>%1 ساعت و %2 دقیقه</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A count out of a total, e.g. &quot;40 of 64&quot; (questions learned of all questions)</extracomment>
        <translation>%1 از %2</translation>
    </message>
    <message>
        <source>No answers in this period.</source>
        <translation>در این بازه پاسخی ثبت نشده است.</translation>
    </message>
    <message>
        <source>questions learned</source>
        <translation>سؤال‌های آموخته</translation>
    </message>
    <message>
        <source>average recall now</source>
        <translation>میانگین یادآوری در این لحظه</translation>
    </message>
    <message>
        <source>Period: %1 to %2</source>
        <translation>بازه: از %1 تا %2</translation>
    </message>
    <message>
        <source>Period: every answer up to %1</source>
        <extracomment>The period of a report without a start date, e.g. &quot;Period: every answer up to 29 Nov 2026&quot;</extracomment>
        <translation>بازه: همهٔ پاسخ‌ها تا %1</translation>
    </message>
    <message>
        <source>Report date: %1</source>
        <translation>تاریخ گزارش: %1</translation>
    </message>
    <message>
        <source>Learned: %1</source>
        <translation>آموخته: %1</translation>
    </message>
    <message>
        <source>Average recall now: %1</source>
        <translation>میانگین یادآوری اکنون: %1</translation>
    </message>
    <message>
        <source>Answers: %1</source>
        <translation>پاسخ‌ها: %1</translation>
    </message>
    <message>
        <source>Lapses: %1</source>
        <translation>فراموشی‌ها: %1</translation>
    </message>
    <message>
        <source>Due now: %1</source>
        <translation>آمادهٔ مرور: %1</translation>
    </message>
    <message>
        <source>Time spent: %1</source>
        <translation>زمان صرف‌شده: %1</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>آموخته</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>یادآوری</translation>
    </message>
    <message>
        <source>Answers</source>
        <extracomment>A row of the class figures in a comparison: answers given.</extracomment>
        <translation>پاسخ‌ها</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>فراموشی‌ها</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>آمادهٔ مرور</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>زمان</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>آخرین فعالیت</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>درس</translation>
    </message>
    <message>
        <source>All lessons</source>
        <translation>همهٔ درس‌ها</translation>
    </message>
    <message>
        <source>The PDF could not be written.</source>
        <translation>فایل PDF نوشته نشد.</translation>
    </message>
    <message>
        <source>Answers per day</source>
        <translation>پاسخ‌ها در هر روز</translation>
    </message>
    <message>
        <source>Mastery per lesson</source>
        <translation>تسلط در هر درس</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>دانش‌آموز</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>سؤال</translation>
    </message>
    <message>
        <source>Students who answered it</source>
        <translation>دانش‌آموزانِ پاسخ‌دهنده</translation>
    </message>
    <message>
        <source>Average recall</source>
        <translation>میانگین یادآوری</translation>
    </message>
    <message>
        <source>%1 · question %2</source>
        <extracomment>A question named by its lesson and its number in the lesson, e.g. &quot;Softmax · question 3&quot;</extracomment>
        <translation>%1، سؤال %2</translation>
    </message>
    <message>
        <source>The PDF could not be started.</source>
        <translation>ساختن فایل PDF آغاز نشد.</translation>
    </message>
    <message>
        <source>Progress report</source>
        <translation>گزارش پیشرفت</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>درس‌ها</translation>
    </message>
    <message>
        <source>Class report</source>
        <translation>گزارش کلاس</translation>
    </message>
    <message>
        <source>Students: %1</source>
        <translation>دانش‌آموزان: %1</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>دانش‌آموزان</translation>
    </message>
    <message>
        <source>The class per lesson</source>
        <translation>کلاس در هر درس</translation>
    </message>
    <message>
        <source>Questions the class finds hardest</source>
        <translation>دشوارترین سؤال‌ها برای کلاس</translation>
    </message>
    <message>
        <source>No question has been answered yet.</source>
        <translation>هنوز به هیچ سؤالی پاسخ داده نشده است.</translation>
    </message>
    <message>
        <source>Recall per student and lesson</source>
        <translation>یادآوری هر دانش‌آموز در هر درس</translation>
    </message>
    <message>
        <source>The report file&apos;s name must end in .pdf or .csv.</source>
        <translation>نام فایل گزارش باید به ‎.pdf یا ‎.csv پایان یابد.</translation>
    </message>
    <message>
        <source>The report cannot be written to %1 (%2).</source>
        <extracomment>%1 is a file path, %2 the system&apos;s reason</extracomment>
        <translation>گزارش را نمی‌توان در %1 نوشت (%2).</translation>
    </message>
    <message>
        <source>The item analysis is written as CSV: its file&apos;s name must end in .csv.</source>
        <translation>تحلیلِ سؤال‌ها به صورتِ CSV نوشته می‌شود: نامِ فایلش باید به ‎.csv‎ ختم شود.</translation>
    </message>
    <message>
        <source>Right at the first try</source>
        <translation>درست در نخستین تلاش</translation>
    </message>
    <message>
        <source>Most common wrong answers</source>
        <translation>رایج‌ترین پاسخ‌های نادرست</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A question&apos;s place and its text, e.g. &quot;Softmax · question 3: Why does …?&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <extracomment>A wrong answer and how many times the class gave it, e.g. &quot;0.25 (×3)&quot;</extracomment>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the names of a list (&quot;Sara, Reza&quot;).</extracomment>
        <translation>، </translation>
    </message>
    <message>
        <source>Roster</source>
        <extracomment>Heading of the class report&apos;s roster section (the students the teacher expects).</extracomment>
        <translation>فهرست کلاس</translation>
    </message>
    <message>
        <source>Handed in a progress file: %1 of %2 on the roster.</source>
        <extracomment>The class report&apos;s roster: %1 students of the %2 on the roster handed in a file.</extracomment>
        <translation>فایل پیشرفت تحویل داده‌اند: %1 از %2 نامِ فهرست.</translation>
    </message>
    <message>
        <source>Everyone on the roster has handed in a file.</source>
        <translation>همهٔ نام‌های فهرست فایلشان را تحویل داده‌اند.</translation>
    </message>
    <message>
        <source>Not handed in yet: %1.</source>
        <translation>هنوز تحویل نداده‌اند: %1.</translation>
    </message>
    <message>
        <source>Not on the roster: %1.</source>
        <extracomment>The class report&apos;s students on no line of the roster; %1 their names.</extracomment>
        <translation>در فهرست نیستند: %1.</translation>
    </message>
    <message>
        <source>The class</source>
        <extracomment>Heads of the class figures in the report&apos;s comparison section.</extracomment>
        <translation>کلاس</translation>
    </message>
    <message>
        <source>This period</source>
        <translation>این بازه</translation>
    </message>
    <message>
        <source>The period before</source>
        <translation>بازهٔ پیشین</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>تغییر</translation>
    </message>
    <message>
        <source>Answered right</source>
        <extracomment>A row of the class figures in a comparison: the share of answers given right.</extracomment>
        <translation>پاسخ درست</translation>
    </message>
    <message>
        <source>Time studied</source>
        <extracomment>A row of the class figures in a comparison: answering time, all students.</extracomment>
        <translation>زمانِ مطالعه</translation>
    </message>
    <message>
        <source>Questions learned</source>
        <extracomment>A row of the class figures in a comparison: questions learned by the end of each period, all students together, e.g. &quot;40 of 64&quot;.</extracomment>
        <translation>سؤال‌های آموخته</translation>
    </message>
    <message>
        <source>Mastery</source>
        <extracomment>A row of the class figures in a comparison: average recall at each period&apos;s end.</extracomment>
        <translation>تسلط</translation>
    </message>
    <message>
        <source>Note</source>
        <extracomment>Head of the column that flags a student who went quiet or started.</extracomment>
        <translation>یادداشت</translation>
    </message>
    <message>
        <source>went quiet</source>
        <extracomment>Beside a student in a comparison: answered in the period before, not in this one.</extracomment>
        <translation>دیگر پاسخ نداد</translation>
    </message>
    <message>
        <source>started</source>
        <extracomment>Beside a student in a comparison: answered in this period, not in the one before.</extracomment>
        <translation>شروع کرد</translation>
    </message>
    <message>
        <source>Compared with the day before</source>
        <extracomment>Title of the class report&apos;s comparison section when the period is one day.</extracomment>
        <translation>در مقایسه با روزِ پیش از آن</translation>
    </message>
    <message>
        <source>Compared with the %1 days before</source>
        <translation>در مقایسه با %1 روزِ پیش از آن</translation>
    </message>
    <message>
        <source>This period: %1 to %2; the period before: %3 to %4.</source>
        <extracomment>Under the comparison&apos;s title: the two periods&apos; days, e.g. &quot;This period: 8 Mar 2026 to 14 Mar 2026; the period before: 1 Mar 2026 to 7 Mar 2026.&quot;</extracomment>
        <translation>این بازه: %1 تا %2؛ بازهٔ پیشین: %3 تا %4.</translation>
    </message>
    <message>
        <source>Each student: the period before → this period.</source>
        <extracomment>Under the comparison&apos;s class figures, before the row per student.</extracomment>
        <translation>هر دانش‌آموز: بازهٔ پیشین ← این بازه.</translation>
    </message>
    <message>
        <source>%1 points</source>
        <extracomment>The change of a percentage between two periods, in percentage points (&quot;59% → 78%&quot; is &quot;+19 points&quot;, not &quot;+19%&quot;); %1 is the signed number.</extracomment>
        <translation>%1 واحد</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 بیشتر</translation>
    </message>
    <message>
        <source>%1 less</source>
        <extracomment>A shorter time studied than in the period before, in Persian; %1 is the difference.</extracomment>
        <translation>%1 کمتر</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>نام: %1</translation>
    </message>
    <message>
        <source>Class: %1</source>
        <translation>کلاس: %1</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>تاریخ: %1</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <extracomment>At the top of a worksheet&apos;s second page: the student&apos;s name</extracomment>
        <translation>%1 (ادامه)</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A question&apos;s number on a worksheet, e.g. &quot;3.&quot;</extracomment>
        <translation>%1)</translation>
    </message>
    <message>
        <source>Write one of: %1</source>
        <extracomment>Before the options of a question on paper; %1 is the options, e.g. &quot;flatter / sharper&quot;</extracomment>
        <translation>یکی از این‌ها را بنویسید: %1</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>پاسخ:</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>پاسخ: %1</translation>
    </message>
    <message>
        <source>In the app: %1</source>
        <extracomment>Under a question of the answer key: how to show it again. %1 is a command line.</extracomment>
        <translation>در برنامه: %1</translation>
    </message>
    <message>
        <source>Work each question in the space under it and write your answer on its line.</source>
        <translation>هر سؤال را در جای خالی زیر آن حل کنید و پاسخ را روی خط «پاسخ» همان سؤال بنویسید.</translation>
    </message>
    <message>
        <source>Answer key · %1</source>
        <extracomment>The title of a worksheet&apos;s answer key; %1 is the worksheet&apos;s title</extracomment>
        <translation>پاسخ‌نامهٔ %1</translation>
    </message>
    <message>
        <source>The worksheet cannot be written to %1 (%2).</source>
        <extracomment>%1 is a file path, %2 the system&apos;s reason</extracomment>
        <translation>کاربرگ در %1 نوشته نشد (%2).</translation>
    </message>
    <message>
        <source>This file is not an answer key of Astrolabe&apos;s worksheets (the KEY.json written beside the key&apos;s PDF).</source>
        <translation>این فایل پاسخ‌نامهٔ کاربرگ‌های اسطرلاب نیست (همان KEY.json که کنار PDF پاسخ‌نامه نوشته می‌شود).</translation>
    </message>
    <message>
        <source>This answer key was written by a newer Astrolabe; mark it with that version.</source>
        <translation>این پاسخ‌نامه را نسخهٔ تازه‌تری از اسطرلاب نوشته است؛ با همان نسخه نمره دهید.</translation>
    </message>
    <message>
        <source>This answer key is damaged: a student or a question in it lacks a name, a seed or an answer.</source>
        <translation>این پاسخ‌نامه آسیب دیده است: دانش‌آموز یا سؤالی در آن نام، بذر یا پاسخ ندارد.</translation>
    </message>
    <message>
        <source>The key does not match this course: question %1 of %2&apos;s sheet has another answer here. Mark it with the course and version it was printed from.</source>
        <extracomment>%1 is a question&apos;s number on the sheet, %2 a student&apos;s name</extracomment>
        <translation>پاسخ‌نامه با این دوره مطابقت ندارد: سؤال %1 در کاربرگ %2 اینجا پاسخ دیگری دارد. با همان دوره و همان نسخه‌ای نمره دهید که کاربرگ با آن چاپ شده است.</translation>
    </message>
    <message>
        <source>The answers file has no students: give a header row, then one row per student with the name first and the answers after it.</source>
        <translation>در فایلِ پاسخ‌ها دانش‌آموزی نیست: یک سطرِ عنوان بگذارید، سپس برای هر دانش‌آموز یک سطر، اول نام و بعد پاسخ‌ها.</translation>
    </message>
    <message>
        <source>%1 is in the answers but not on the key; write each name as on the sheets.</source>
        <extracomment>%1 is a name from the answers file</extracomment>
        <translation>%1 در پاسخ‌ها هست ولی در پاسخ‌نامه نیست؛ هر نام را همان‌طور بنویسید که روی کاربرگ‌هاست.</translation>
    </message>
    <message>
        <source>%1&apos;s answers are given twice.</source>
        <translation>پاسخ‌های %1 دو بار آمده است.</translation>
    </message>
    <message>
        <source>%1 has %2 answers, but the sheet has %3 questions.</source>
        <extracomment>%1 is a name, %2 and %3 counts of answers and questions</extracomment>
        <translation>%1 ‏%2 پاسخ دارد، ولی کاربرگ %3 سؤال دارد.</translation>
    </message>
    <message>
        <source>There is no lesson &quot;%1&quot; in the course.</source>
        <extracomment>%1 is what was given as a lesson id</extracomment>
        <translation>درسی با شناسهٔ «%1» در دوره نیست.</translation>
    </message>
    <message>
        <source>There is no chapter &quot;%1&quot; in the course.</source>
        <extracomment>%1 is what was given as a chapter id</extracomment>
        <translation>فصلی با شناسهٔ «%1» در دوره نیست.</translation>
    </message>
    <message>
        <source>This part of the course has no questions with numbers to print; its questions are answered in the app.</source>
        <translation>این بخش از دوره هیچ سؤال عددی برای چاپ ندارد؛ سؤال‌هایش در خودِ برنامه پاسخ داده می‌شوند.</translation>
    </message>
    <message>
        <source>A worksheet holds from 1 to %1 questions.</source>
        <translation>هر کاربرگ می‌تواند ۱ تا %1 سؤال داشته باشد.</translation>
    </message>
    <message>
        <source>Name at least one student to print a worksheet for.</source>
        <translation>دست‌کم نام یک دانش‌آموز را بنویسید تا برایش کاربرگ چاپ شود.</translation>
    </message>
    <message>
        <source>A student&apos;s name is empty.</source>
        <translation>نامِ یکی از دانش‌آموزان خالی است.</translation>
    </message>
    <message>
        <source>The name %1 is given twice; two students of one name would get the same numbers, so tell them apart (add a surname or an initial).</source>
        <extracomment>%1 is a student&apos;s name</extracomment>
        <translation>نامِ %1 دو بار آمده است؛ دو دانش‌آموزِ هم‌نام عددهای یکسان می‌گیرند، پس آن‌ها را از هم جدا کنید (نام خانوادگی یا حرفِ اولی بیفزایید).</translation>
    </message>
    <message>
        <source>The question %1 could not be given numbers; the course may be newer than this program.</source>
        <extracomment>%1 is a question&apos;s id, such as softmax.q4</extracomment>
        <translation>برای سؤالِ %1 عددی ساخته نشد؛ شاید دوره از این برنامه تازه‌تر باشد.</translation>
    </message>
    <message>
        <source>Worksheet: %1</source>
        <extracomment>A worksheet&apos;s title; %1 is a lesson&apos;s or a chapter&apos;s title</extracomment>
        <translation>کاربرگ «%1»</translation>
    </message>
    <message>
        <source>There is no such student on the key.</source>
        <translation>چنین دانش‌آموزی در پاسخ‌نامه نیست.</translation>
    </message>
    <message>
        <source>The sheets and the key must go to two different files.</source>
        <translation>کاربرگ‌ها و پاسخ‌نامه باید در دو فایل جدا نوشته شوند.</translation>
    </message>
</context>
<context>
    <name>astrolabe::review</name>
    <message>
        <source>The answer names no question, so it was not saved.</source>
        <translation>این پاسخ به هیچ سؤالی مربوط نیست، پس ذخیره نشد.</translation>
    </message>
    <message>
        <source>There is no change of the memory model to undo.</source>
        <translation>تغییری در مدل حافظه نیست که بتوان آن را برگرداند.</translation>
    </message>
</context>
<context>
    <name>astrolabe::security</name>
    <message>
        <source>A teacher PIN is 4 to 12 digits.</source>
        <translation>رمز معلم ۴ تا ۱۲ رقم است.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be written.</source>
        <translation>پروندهٔ تنظیمات %1 نوشته نشد.</translation>
    </message>
    <message>
        <source>No teacher PIN is set.</source>
        <translation>رمز معلمی تعیین نشده است.</translation>
    </message>
    <message numerus="yes">
        <source>That is not the teacher PIN; try again in %n second(s).</source>
        <translation>
            <numerusform>این رمز معلم نیست؛ %Ln ثانیهٔ دیگر دوباره امتحان کنید.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is not the teacher PIN.</source>
        <translation>این رمز معلم نیست.</translation>
    </message>
    <message>
        <source>The two PINs are not the same; type the new PIN twice.</source>
        <extracomment>The teacher typed a new PIN twice, differently.</extracomment>
        <translation>دو رمز یکسان نیستند؛ رمز تازه را دو بار بنویسید.</translation>
    </message>
    <message>
        <source>The teacher PIN is set for the whole lab in %1; only its administrator can change it there (see “The teacher PIN” in the teacher guide).</source>
        <extracomment>%1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.</extracomment>
        <translation>رمز معلم برای همهٔ آزمایشگاه در ⁦%1⁩ تعیین شده است؛ فقط مسئول رایانه‌ها می‌تواند آن را همان‌جا تغییر دهد (بخش «The teacher PIN» در راهنمای معلم را ببینید).</translation>
    </message>
    <message>
        <source>Lab mode is on for this computer (%1), so only its administrator can set the teacher PIN, in that file (see “The teacher PIN” in the teacher guide).</source>
        <extracomment>%1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.</extracomment>
        <translation>حالت آزمایشگاه برای این رایانه (⁦%1⁩) روشن است، پس فقط مسئول رایانه‌ها می‌تواند رمز معلم را در همان پرونده تعیین کند (بخش «The teacher PIN» در راهنمای معلم را ببینید).</translation>
    </message>
    <message>
        <source>A teacher PIN is already set; change it with the old PIN.</source>
        <translation>رمز معلم از پیش تعیین شده است؛ آن را با رمز قبلی تغییر دهید.</translation>
    </message>
    <message>
        <source>Lab mode is on for this data folder and needs the PIN; switch lab mode off in the settings first.</source>
        <translation>حالت آزمایشگاه برای این پوشهٔ داده روشن است و به رمز نیاز دارد؛ نخست در تنظیمات حالت آزمایشگاه را خاموش کنید.</translation>
    </message>
</context>
<context>
    <name>astrolabe::store</name>
    <message>
        <source>No healthy backup of the profile &quot;%1&quot; was found; the file was left as it is.</source>
        <translation>هیچ پشتیبان سالمی از نمایهٔ «%1» پیدا نشد؛ پرونده همان‌طور که بود باقی ماند.</translation>
    </message>
    <message>
        <source>The damaged file %1 could not be moved aside.</source>
        <translation>پروندهٔ آسیب‌دیدهٔ %1 کنار گذاشته نشد.</translation>
    </message>
    <message>
        <source>The backup %1 could not be copied in.</source>
        <translation>پشتیبان %1 به جای پرونده کپی نشد.</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; is open in another Astrolabe window.</source>
        <translation>نمایهٔ «%1» در پنجرهٔ دیگری از اسطرلاب باز است.</translation>
    </message>
    <message>
        <source>The disk is full, so the answer was not saved.</source>
        <translation>دیسک پر است، پس پاسخ ذخیره نشد.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>پوشهٔ %1 ساخته نمی‌شود.</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot;.</source>
        <translation>نمایه‌ای با نام «%1» وجود ندارد.</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <translation>نمایه‌ای با نام «%1» از قبل وجود دارد.</translation>
    </message>
    <message>
        <source>There is no answer to undo.</source>
        <translation>پاسخی برای واگرد وجود ندارد.</translation>
    </message>
    <message>
        <source>The class is open in another Astrolabe window.</source>
        <translation>کلاس در پنجرهٔ دیگری از اسطرلاب باز است.</translation>
    </message>
    <message>
        <source>The class file %1 was written by a newer Astrolabe; it was left untouched.</source>
        <translation>فایل کلاس %1 را نسخهٔ جدیدتری از اسطرلاب نوشته است؛ دست‌نخورده ماند.</translation>
    </message>
    <message>
        <source>A profile needs a name that is not blank.</source>
        <translation>نمایه به نامی نیاز دارد که خالی نباشد.</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; could not be renamed, so it keeps its name.</source>
        <translation>نام نمایهٔ «%1» تغییر نکرد و همان نام قبلی می‌ماند.</translation>
    </message>
    <message>
        <source>The class file is damaged, so the class was left as it is.</source>
        <translation>پروندهٔ کلاس آسیب دیده است، پس کلاس همان‌طور که بود ماند.</translation>
    </message>
    <message>
        <source>The class file could not be read because the disk reported an error.</source>
        <translation>پروندهٔ کلاس خوانده نشد، چون دیسک خطا داد.</translation>
    </message>
    <message>
        <source>The class file cannot be saved because it or its folder is read-only.</source>
        <translation>پروندهٔ کلاس ذخیره نمی‌شود، چون خودش یا پوشه‌اش فقط‌خواندنی است.</translation>
    </message>
    <message>
        <source>The class file is being used by another program; close it and try again.</source>
        <translation>برنامهٔ دیگری پروندهٔ کلاس را در دست دارد؛ آن را ببندید و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>The disk is full, so the class file cannot be saved.</source>
        <translation>دیسک پر است، پس پروندهٔ کلاس ذخیره نمی‌شود.</translation>
    </message>
    <message>
        <source>The class file could not be opened.</source>
        <translation>پروندهٔ کلاس باز نشد.</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; cannot be read: its file is no longer a database (it was damaged or replaced by another file).</source>
        <extracomment>%1 is the profile&apos;s name (also in the sentences below).</extracomment>
        <translation>نمایهٔ «%1» خوانده نمی‌شود: پرونده‌اش دیگر پایگاه داده نیست (آسیب دیده یا پروندهٔ دیگری جایش را گرفته است).</translation>
    </message>
    <message>
        <source>The file of the profile &quot;%1&quot; belongs to another program, so Astrolabe left it as it is.</source>
        <translation>پروندهٔ نمایهٔ «%1» مال برنامهٔ دیگری است، پس اسطرلاب آن را همان‌طور که بود گذاشت.</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; is damaged: its file is empty.</source>
        <translation>نمایهٔ «%1» آسیب دیده است: پرونده‌اش خالی است.</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; is damaged: part of its file can no longer be read.</source>
        <translation>نمایهٔ «%1» آسیب دیده است: بخشی از پرونده‌اش دیگر خوانده نمی‌شود.</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; could not be read because the disk reported an error.</source>
        <translation>نمایهٔ «%1» خوانده نشد، چون دیسک خطا داد.</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; cannot be saved because its file or folder is read-only.</source>
        <translation>نمایهٔ «%1» ذخیره نمی‌شود، چون پرونده یا پوشه‌اش فقط‌خواندنی است.</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; is being used by another program; close it and try again.</source>
        <translation>برنامهٔ دیگری نمایهٔ «%1» را در دست دارد؛ آن را ببندید و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>The disk is full, so the profile &quot;%1&quot; cannot be saved.</source>
        <translation>دیسک پر است، پس نمایهٔ «%1» ذخیره نمی‌شود.</translation>
    </message>
    <message>
        <source>The file of the profile &quot;%1&quot; cannot be opened: it may have been moved, or this account may not be allowed to read it.</source>
        <translation>پروندهٔ نمایهٔ «%1» باز نمی‌شود: شاید جابه‌جا شده باشد، یا این حساب کاربری اجازهٔ خواندنش را نداشته باشد.</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; could not be opened.</source>
        <translation>نمایهٔ «%1» باز نشد.</translation>
    </message>
    <message>
        <source>The answer was not saved because the profile&apos;s file or folder is read-only.</source>
        <translation>پاسخ ذخیره نشد، چون پرونده یا پوشهٔ نمایه فقط‌خواندنی است.</translation>
    </message>
    <message>
        <source>The answer was not saved because the disk reported an error.</source>
        <translation>پاسخ ذخیره نشد، چون دیسک خطا داد.</translation>
    </message>
    <message>
        <source>The answer was not saved because another program is using the profile&apos;s file.</source>
        <translation>پاسخ ذخیره نشد، چون برنامهٔ دیگری پروندهٔ نمایه را در دست دارد.</translation>
    </message>
    <message>
        <source>The answer was not saved because the profile&apos;s file is damaged.</source>
        <translation>پاسخ ذخیره نشد، چون پروندهٔ نمایه آسیب دیده است.</translation>
    </message>
    <message>
        <source>The answer was not saved.</source>
        <translation>پاسخ ذخیره نشد.</translation>
    </message>
    <message>
        <source>not a database any more: the file was damaged or replaced by another file.</source>
        <extracomment>check-db, after a profile&apos;s name: what is wrong with its file.</extracomment>
        <translation>دیگر پایگاه داده نیست: پرونده آسیب دیده یا پروندهٔ دیگری جایش را گرفته است.</translation>
    </message>
    <message>
        <source>not an Astrolabe profile: the file belongs to another program.</source>
        <translation>نمایهٔ اسطرلاب نیست: پرونده مال برنامهٔ دیگری است.</translation>
    </message>
    <message>
        <source>damaged: the file is empty.</source>
        <translation>آسیب‌دیده: پرونده خالی است.</translation>
    </message>
    <message>
        <source>damaged: part of the file can no longer be read.</source>
        <translation>آسیب‌دیده: بخشی از پرونده دیگر خوانده نمی‌شود.</translation>
    </message>
    <message>
        <source>unreadable: the disk reported an error.</source>
        <translation>خوانده نمی‌شود: دیسک خطا داد.</translation>
    </message>
    <message>
        <source>read-only: the file or its folder cannot be written.</source>
        <translation>فقط‌خواندنی: در پرونده یا پوشه‌اش نمی‌توان نوشت.</translation>
    </message>
    <message>
        <source>in use by another program.</source>
        <translation>برنامهٔ دیگری آن را در دست دارد.</translation>
    </message>
    <message>
        <source>not checked: the disk is full.</source>
        <translation>بررسی نشد: دیسک پر است.</translation>
    </message>
    <message>
        <source>cannot be opened: it may have been moved, or this account may not be allowed to read it.</source>
        <translation>باز نمی‌شود: شاید جابه‌جا شده باشد، یا این حساب کاربری اجازهٔ خواندنش را نداشته باشد.</translation>
    </message>
    <message>
        <source>cannot be checked.</source>
        <translation>بررسی نمی‌شود.</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; was saved by a newer Astrolabe; update Astrolabe to open it (nothing was changed).</source>
        <extracomment>%1 is the profile&apos;s name.</extracomment>
        <translation>نمایهٔ «%1» را نسخهٔ جدیدتری از اسطرلاب ذخیره کرده است؛ برای باز کردنش اسطرلاب را به‌روز کنید (چیزی تغییر نکرد).</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; could not be brought up to this version of Astrolabe; nothing was changed.</source>
        <extracomment>%1 is the profile&apos;s name.</extracomment>
        <translation>نمایهٔ «%1» با این نسخهٔ اسطرلاب هماهنگ نشد؛ چیزی تغییر نکرد.</translation>
    </message>
    <message>
        <source>Today&apos;s backup of the profile could not be written.</source>
        <translation>پشتیبان امروزِ نمایه نوشته نشد.</translation>
    </message>
    <message>
        <source>My class</source>
        <extracomment>The name of the teacher&apos;s first class, until they rename it.</extracomment>
        <translation>کلاس من</translation>
    </message>
    <message>
        <source>The class %1 is archived; restore it before changing its students.</source>
        <translation>کلاس %1 بایگانی شده است؛ پیش از تغییر دادنِ دانش‌آموزانش آن را بازگردانید.</translation>
    </message>
    <message>
        <source>That class no longer exists.</source>
        <translation>این کلاس دیگر وجود ندارد.</translation>
    </message>
    <message>
        <source>A class needs a name.</source>
        <translation>کلاس به یک نام نیاز دارد.</translation>
    </message>
    <message>
        <source>A class name can have at most 80 characters.</source>
        <translation>نامِ کلاس حداکثر ۸۰ نویسه می‌تواند داشته باشد.</translation>
    </message>
    <message>
        <source>There is already a class named %1.</source>
        <translation>کلاسی به نامِ %1 از قبل وجود دارد.</translation>
    </message>
    <message>
        <source>That student is not in the class.</source>
        <translation>این دانش‌آموز در کلاس نیست.</translation>
    </message>
    <message>
        <source>A name on the roster can have at most 80 characters; “%1…” has more.</source>
        <extracomment>The teacher&apos;s roster refuses a name; %1 is its first characters.</extracomment>
        <translation>هر نام در فهرست کلاس حداکثر ۸۰ نویسه دارد؛ «%1…» بیشتر دارد.</translation>
    </message>
    <message>
        <source>A roster can list at most 1000 names.</source>
        <translation>فهرست کلاس حداکثر ۱۰۰۰ نام می‌تواند داشته باشد.</translation>
    </message>
</context>
</TS>
