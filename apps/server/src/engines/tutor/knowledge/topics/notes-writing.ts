/** Writing notes in the compact form (see compact.ts). Written for Academy. */
export const WRITING_NOTES = `
# revising | Revising and feedback | writing | 3-5 | W.*.5 W.3.4
k: revise, revising, revision, peer review, peer feedback, make my writing better, improve my writing, feedback, second draft
e: Revising means making your writing better: adding details, taking out parts that don't fit, and making it clearer. A friend's questions can help.
m: Revising is about ideas and organisation (editing fixes spelling and punctuation). Reread your draft aloud, add details where a reader would have questions, cut what is off-topic, reorder for sense, and use stronger words. Peer review: a classmate says what works and asks questions; you decide what to change.
s: When you reread your writing, where might a reader get confused? | What question would a friend ask about your story? | What detail could you add to answer it?
x: Revising means fixing spelling. => That is editing; revising improves ideas, details and order.
c: What is the difference between revising and editing? = ideas / details / spelling :: One is about ideas, the other about mistakes.
v: revise = to change writing to make the ideas clearer and stronger
v: peer review = a classmate reading your work and giving feedback

# publishing | Publishing with digital tools | writing | K-2 | W.*.6
k: publish, publishing, type, typing, computer writing, digital tools, make a book, share my writing, slides
e: Publishing means making a neat final copy to share, on paper or on a computer. You can add pictures and share it with others.
m: After revising and editing, publish: type or neatly write the final copy, add a title, illustrations or photos, and share it (a class book, a blog, a slideshow). Digital tools let you type, fix mistakes easily, and work together with classmates.
s: Who would you like to read your writing? | What could make your final copy easy to read? | What might a picture add?
x: Publishing is the first step. => You publish last, after drafting, revising and editing.
c: What is the last step of the writing process, when you share your work? = publish / publishing :: It's what authors do with books.
v: publish = to share a finished piece of writing

# research-project | Short research projects | writing | 3-5 | W.*.7 W.2.8 W.3.8
k: research, research project, report, find information, sources, look it up, investigate, find facts, project about
e: Research means finding facts to answer a question. Look in books and good websites, and write down what you learn.
m: A short research project: choose a question, find several trustworthy sources (library books, encyclopedias, websites from museums, universities or government), take notes in your own words, sort notes into groups, write, and list your sources.
s: What question do you want to answer? | Where could you look besides one website? | How will you remember where each fact came from?
x: One website is enough. => Check more than one reliable source to make sure facts agree.
c: What should you list at the end of a research report? = sources :: Where your facts came from.
v: source = a place where information comes from

# note-taking | Taking notes | writing | 3-5 | W.*.8
k: take notes, taking notes, note taking, notes, notecards, sort information, key words, bullet points, gather information
e: Notes are short words that help you remember what you read or heard. Write key words, not every word.
m: Good notes use key words and short phrases in your own words, one idea per line or card, with the source written beside them. Sort notes into categories (a web or boxes) before writing. Quote exact words only when you put them in quotation marks.
s: If you write every word, what happens to your time? | Which words in a sentence carry the main idea? | How could you group your notes?
x: Notes should copy the book's sentences. => Notes are key words in your own words, which helps you understand and avoid copying.
c: Should notes be full sentences copied from the book, or key words in your own words? = key words :: Short and yours.
v: key word = an important word that carries the meaning

# how-to-writing | How-to writing | writing | K-2 | W.1.7
k: how to writing, how-to, instructions, steps, procedure, recipe, directions, write a how to
e: How-to writing tells how to do something, step by step: first, next, then, last. Add a list of what you need.
m: Procedural (how-to) writing has a title, a materials list, numbered steps in order with command verbs (mix, cut, fold), time-order words, and sometimes pictures or tips.
s: Think of something you know how to do: what do you need? | What do you do first? | How would a reader know which step comes next?
x: The order of steps doesn't matter. => Steps must be in the right order or the reader can't follow them.
c: What kind of words like first, next and last show order? = time order / transition / sequence :: They tell when.
v: procedure = a set of steps for doing something

# capitalization | Capital letters | writing | K-2 |
k: capital letter, capital letters, capitals, capitalization, capitalize, uppercase letter, proper noun capital
e: Use a capital letter at the start of a sentence, for the word I, and for names of people and places.
m: Capitalise the first word of a sentence, the pronoun I, proper nouns (names of people, places, days, months, holidays), and the important words in titles.
s: Look at your name: how does it start? | Which word in "my dog and i went out" needs fixing? | Are days of the week special names?
x: Capitals go on any important word. => Capitals go on sentence starts, I, names and titles.
c: Should the word "monday" start with a capital letter? = yes :: It's the name of a day.
v: proper noun = the name of a particular person, place or thing

# book-report | Writing a book report | writing | 3-5 |
k: book report, book review, write about a book, report on a book, reading response
e: A book report tells the title and author, who is in the story, what happens, and what you thought of it.
m: A book report includes the title and author, the main characters and setting, a short summary of the plot (without every detail), the theme or your favourite part, and your opinion with reasons and examples.
s: What book did you read, and who wrote it? | What was the main problem in the story? | Would you recommend it? Why?
x: A book report retells every event. => It summarises the important parts and gives your opinion with reasons.
c: Besides the summary, what should a book report include with reasons? = opinion :: What you thought of it.
v: summary = a short telling of the main points

# journal-writing | Journal writing | writing | 3-5 | W.3.10
k: journal, journaling, diary, write every day, daily writing, writing routinely, reflection
e: A journal is a notebook where you write often about your day, ideas and feelings.
m: Journal writing builds the habit of writing routinely. Entries can reflect on learning, describe events, record observations (like a science journal) or explore ideas. Date each entry; write freely first, then reread.
s: What happened today that you'd like to remember? | How might a science journal differ from a diary? | Why might writing every day help?
x: A journal has to be perfect. => Journals are for practice and thinking; not every entry is polished.
c: What should you write at the top of each journal entry? = date :: When it happened.
v: reflect = to think carefully about something

# descriptive-writing | Descriptive writing and sensory details | writing | 3-5 | W.3.3b
k: descriptive writing, describe, description, sensory details, five senses writing, show dont tell, vivid words, more descriptive, reader can see
e: Describe with your five senses: what you see, hear, smell, taste and touch. "The warm bread smelled sweet" paints a picture.
m: Descriptive writing uses sensory details, precise nouns and verbs, comparisons (similes) and "show, don't tell": instead of "she was scared", write "her hands shook and she held her breath."
s: Close your eyes and think of a beach: what do you hear? | Which is clearer: "a nice dog" or "a fluffy dog with floppy ears"? | How can you show a character is nervous without saying "nervous"?
x: More adjectives always make better writing. => Precise, well-chosen words beat a pile of adjectives.
c: Details that use the five senses are called... = sensory / sensory details :: Sight, sound, smell, taste, touch.
v: sensory details = words that tell what you see, hear, smell, taste or feel

# thesis-statement | Thesis statements | writing | 6-8 |
k: thesis, thesis statement, main claim, essay claim, central argument
e: A thesis is one sentence that tells the main point of your essay.
m: A thesis statement, usually at the end of the introduction, states your main claim and often previews your reasons. It should be specific and arguable: "Schools should start later because teens need more sleep" rather than "Sleep is important."
d: Each body paragraph's topic sentence should support the thesis; the conclusion restates it in new words.
s: If your essay had to be one sentence, what would it say? | Could someone disagree with it? | Which reasons would you give?
x: A thesis is a topic. => A topic is what you write about; a thesis is your claim about it.
c: Where does the thesis statement usually go? = introduction / end of the introduction / first paragraph :: Near the start.
v: thesis = the main claim of an essay

# citing-sources | Citing sources | writing | 6-8 |
k: cite, citing, citation, citations, bibliography, works cited, plagiarism, quote a source, mla, apa
e: Citing means telling where you found your information, so readers can check it and the author gets credit.
m: When you use someone's words or ideas, cite them: put exact words in quotation marks and name the source (author, title, date, website or publisher). A works-cited list or bibliography goes at the end. Using others' work without credit is plagiarism.
s: Why would a reader want to know where a fact came from? | What's the difference between quoting and paraphrasing? | What information identifies a book?
x: Paraphrasing doesn't need a citation. => Ideas from a source need credit even in your own words.
c: What is using someone's work without giving credit called? = plagiarism :: It's a kind of copying.
v: plagiarism = passing off someone else's words or ideas as your own

# spelling-strategies | Spelling strategies | writing | K-2 |
k: spelling, spell, spell words, how do i spell, spelling tips, spelling rules, misspell
e: To spell a word, say it slowly and write a letter for each sound. Look at it: does it look right? Check a word wall or dictionary.
m: Spelling strategies: stretch the word into sounds, clap syllables and spell one part at a time, use patterns you know (if you can spell "light", try "night"), learn tricky parts by heart, and check with a dictionary or spell-checker.
s: How many sounds do you hear in "jump"? | Do you know a word that rhymes with the one you want? | How could you check if it looks right?
x: Good spellers never check. => Good spellers use strategies and check their work.
c: If you can spell "cake", how might you spell "lake"? = lake :: Change just the first letter.
v: pattern = letters that go together again and again, like -ight
`;
