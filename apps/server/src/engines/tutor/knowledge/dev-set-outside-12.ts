import type { CheckRow } from './eval/check-set.ts';

/**
 * A held-back batch of questions outside the notes (issue 17, session 12, helper tutorout), measured only:
 * `npm run eval:tutor -- --outside12-held --summary` (rates only). Never tuned on, never in the calibration.
 *
 * Written by hand on 2026-11-25 before any engine change of this piece of work, from the topic list alone (ids
 * and titles), without running the tutor on them and without opening a check set or another held part. The
 * questions outside the notes (labelled 'none') are the kinds a tutor's notes would not hold but whose words
 * overlap them: games, shows and celebrities, sport trivia, news and forecasts, personal advice, the school's own
 * rules, devices and passwords, brands, tricks, animals and countries the notes lack, recipes, jokes. The rows
 * in the notes are a control (a label 'a|b' accepts either topic). It repeats no tuned row (eval-sets.test.ts).
 * 159 rows were written; the 27 that a check set holds word for word or inside a longer question (everyday
 * wordings, mostly of the control) were dropped by a script that printed only the count, so that no check-set
 * question is found in the tutor's files: 132 rows remain, 108 outside the notes and 24 in them.
 */
export const DEV_SET_OUTSIDE_12: CheckRow[] = [
  // games
  ['general', 4, 'how do i beat level 10 in mario kart', 'none'],
  ['science', 5, 'whats the fastest way to find diamonds in minecraft', 'none'],
  ['science', 6, 'how do you build a nether portal', 'none'],
  ['general', 3, 'what is the strongest pokemon ever', 'none'],
  ['art', 5, 'how do i get a legendary skin in fortnite', 'none'],
  ['social studies', 7, 'whats the cheat code for unlimited money in gta', 'none'],
  ['general', 4, 'how many levels does candy crush have', 'none'],
  ['general', 6, 'what is the best team in fifa 24', 'none'],
  ['science', 4, 'how do you tame a wolf in minecraft', 'none'],
  ['science', 3, 'what does the creeper do when it gets close to you', 'none'],
  ['general', 7, 'who is the final boss in hollow knight', 'none'],
  ['general', 5, 'how do i unlock the secret character in smash bros', 'none'],
  ['general', 6, 'whats the highest score ever on tetris', 'none'],
  ['general', 5, 'how do i get past the lava level in geometry dash', 'none'],
  // shows, films, celebrities, youtubers
  ['general', 6, 'how tall is dwayne the rock johnson', 'none'],
  ['general', 4, 'who is mr beasts best friend', 'none'],
  ['music', 5, 'what is the name of taylor swifts cat', 'none'],
  ['general', 7, 'how much money does markiplier make a year', 'none'],
  ['music', 6, 'is billie eilish married', 'none'],
  ['general', 2, 'what is the name of the dog in paw patrol that is a firefighter', 'none'],
  ['music', 3, 'who sings let it go in frozen', 'none'],
  ['general', 5, 'who plays iron man in the movies', 'none'],
  ['general', 4, 'when does the next minecraft movie come out', 'none'],
  ['reading', 3, 'what is spongebobs address', 'none'],
  ['general', 6, 'is dream the youtuber a real person', 'none'],
  ['reading', 4, 'what grade is greg in diary of a wimpy kid', 'none'],
  ['reading', 5, 'how old is harry potter in the first book', 'none'],
  ['general', 3, 'whats peppa pigs brothers name', 'none'],
  ['art', 6, 'who draws the pictures for dog man', 'none'],
  ['general', 7, 'what is the most watched netflix show ever', 'none'],
  // sport trivia
  ['general', 5, 'how many points is a touchdown', 'none'],
  ['social studies', 7, 'who has the most home runs ever', 'none'],
  ['general', 6, 'what is offside in soccer', 'none'],
  ['science', 5, 'how tall is a basketball hoop', 'none'],
  ['general', 4, 'how many players are on the ice in hockey', 'none'],
  ['science', 6, 'who is the fastest runner in the world', 'none'],
  ['social studies', 5, 'which country won the world cup in 2022', 'none'],
  ['general', 7, 'how many miles is a marathon', 'none'],
  ['general', 6, 'what is a hat trick in soccer', 'none'],
  ['general', 5, 'is lebron better than michael jordan', 'none'],
  // news, today, forecasts
  ['science', 4, 'is it going to rain at my house tomorrow', 'none'],
  ['general', 3, 'is there going to be a snow day tomorrow', 'none'],
  ['general', 8, 'what is the price of bitcoin today', 'none'],
  ['science', 7, 'did the rocket launch today go ok', 'none'],
  ['general', 6, 'whats my horoscope today i am a leo', 'none'],
  // personal advice
  ['general', 5, 'my best friend is mad at me because i didnt invite her what do i say', 'none'],
  ['general', 4, 'how do i tell my mom i broke her phone', 'none'],
  ['general', 5, 'my brother keeps taking my stuff how do i make him stop', 'none'],
  ['general', 5, 'should i quit piano lessons if my mom wants me to keep going', 'none'],
  ['general', 6, 'how do i get taller faster', 'none'],
  ['general', 4, 'what should i get my dad for his birthday', 'none'],
  ['general', 7, 'how do i ask someone to the school dance', 'none'],
  ['general', 6, 'my parents are getting divorced is it my fault', 'none'],
  // the school's own rules and logistics
  ['general', 4, 'what time does school start tomorrow', 'none'],
  ['general', 5, 'can i bring my phone to class', 'none'],
  ['social studies', 4, 'when is our next field trip', 'none'],
  ['general', 5, 'how many days until summer break', 'none'],
  ['general', 4, 'who is going to be my teacher next year', 'none'],
  ['general', 5, 'are we allowed to chew gum in class', 'none'],
  ['art', 3, 'when is picture day', 'none'],
  ['general', 6, 'what is the dress code for the spring concert', 'none'],
  // devices, accounts, the site
  ['general', 5, 'what is the wifi password', 'none'],
  ['general', 6, 'how do i reset my password on this website', 'none'],
  ['general', 7, 'how do i turn on dark mode', 'none'],
  ['general', 6, 'how do i charge my chromebook it says low battery', 'none'],
  ['general', 4, 'can you send a message to my teacher for me', 'none'],
  ['general', 7, 'how do i change my profile picture', 'none'],
  // brands and shopping
  ['general', 6, 'which is better nike or adidas shoes', 'none'],
  ['general', 5, 'how much does the newest iphone cost', 'none'],
  ['general', 4, 'is coke or pepsi better', 'none'],
  ['general', 3, 'what toys come in a happy meal right now', 'none'],
  ['general', 7, 'how many calories are in a big mac', 'none'],
  ['general', 6, 'what is the best phone for gaming', 'none'],
  ['general', 6, 'what is in a stanley cup that makes it so popular', 'none'],
  // tricks and skills outside the notes
  ['science', 6, 'how do i do a kickflip on my skateboard', 'none'],
  ['general', 5, 'how do i solve a rubiks cube', 'none'],
  ['general', 3, 'how do you do a backflip on a trampoline', 'none'],
  ['general', 4, 'how do you whistle with your fingers', 'none'],
  ['general', 5, 'how do magicians make a coin disappear', 'none'],
  ['music', 6, 'how do you beatbox', 'none'],
  // animals the notes do not have
  ['science', 3, 'what do axolotls eat', 'none'],
  ['science', 5, 'how long can a tardigrade live', 'none'],
  ['science', 4, 'are narwhal horns real', 'none'],
  ['science', 3, 'what sound does a platypus make', 'none'],
  ['science', 4, 'do pangolins have scales', 'none'],
  ['science', 3, 'what is a blobfish', 'none'],
  ['science', 2, 'how big can a capybara get', 'none'],
  ['science', 6, 'do naked mole rats feel pain', 'none'],
  ['science', 4, 'how fast can a roadrunner run', 'none'],
  // countries the notes do not have
  ['social studies', 5, 'what is the capital of mongolia', 'none'],
  ['social studies', 4, 'how many people live in iceland', 'none'],
  ['social studies', 6, 'what is the money called in peru', 'none'],
  ['social studies', 5, 'what food do people eat in ethiopia', 'none'],
  ['social studies', 7, 'is kazakhstan a big country', 'none'],
  // recipes and food
  ['science', 3, 'how do i make pancakes', 'none'],
  ['general', 4, 'whats a good recipe for chocolate chip cookies', 'none'],
  ['general', 5, 'how long do you boil an egg for', 'none'],
  ['general', 3, 'how do you make lemonade', 'none'],
  ['general', 6, 'how much sugar goes in banana bread', 'none'],
  ['general', 5, 'what is the best pizza topping', 'none'],
  // jokes and fun
  ['science', 3, 'do you know any funny jokes about the moon', 'none'],
  ['general', 4, 'whats the funniest joke about a cow', 'none'],
  ['general', 5, 'are ghosts real', 'none'],
  ['general', 3, 'how do i get a pet unicorn', 'none'],
  ['general', 6, 'who would win a shark or a gorilla', 'none'],
  ['science', 7, 'what is the tallest roller coaster in the world', 'none'],
  ['science', 6, 'how much do astronauts get paid', 'none'],
  ['science', 7, 'what planet is tatooine from star wars', 'none'],
  // in the notes: a control
  ['science', 4, 'how do plants make food from sunlight', 'photosynthesis'],
  ['science', 3, 'where does the rain go after it falls on the ground', 'water-cycle'],
  ['science', 3, 'how many planets go around the sun', 'solar-system'],
  ['science', 2, 'what things does a magnet stick to', 'magnets'],
  ['science', 3, 'what does a food chain show', 'food-chains'],
  ['science', 2, 'is juice a solid or a liquid or a gas', 'states-of-matter'],
  ['science', 3, 'how does a lever help you lift heavy stuff', 'simple-machines'],
  ['science', 2, 'what happens inside the chrysalis when the caterpillar changes', 'butterfly-life-cycle'],
  ['science', 4, 'what makes an earthquake happen', 'earthquakes'],
  ['science', 5, 'how do sound waves get to my ears', 'sound'],
  ['science', 4, 'how does my thermos keep the hot chocolate hot all day', 'thermos-flask|heat-transfer'],
  ['reading', 3, 'whats a simile with an example plz', 'figurative-language'],
  ['writing', 4, 'how do i use quotation marks when someone talks', 'quotation-marks'],
  ['reading', 4, 'how do i figure out the theme of a book', 'theme'],
  ['writing', 4, 'what goes at the top of a friendly letter', 'friendly-letter'],
  ['reading', 2, 'what is the moral of the tortoise and the hare', 'story-tortoise-hare'],
  ['social studies', 4, 'what were the pyramids in egypt used for', 'ancient-egypt'],
  ['social studies', 5, 'what does each branch of the government do', 'branches-of-government'],
  ['social studies', 3, 'what did martin luther king jr fight for', 'civil-rights'],
  ['social studies', 2, 'which continent is the biggest', 'continents-oceans'],
  ['social studies', 7, 'what is a monopoly', 'competition-monopoly'],
  ['social studies', 5, 'where did the vikings sail in their longships', 'vikings'],
  ['art', 6, 'how do artists make things look far away', 'perspective'],
  ['general', 5, 'how do you stay safe online', 'online-safety'],
];
