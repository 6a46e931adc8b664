import { defineTopics } from '../types.ts';

/** Social studies topics, K-8 (US civics and history, geography, economics, world history). */
export const socialStudiesTopics = defineTopics('social studies', [
  {
    id: 'communities',
    title: 'Communities',
    band: 'K-2',
    keywords: ['community', 'communities', 'neighborhood', 'community helpers', 'urban suburban rural', 'city town farm', 'firefighter', 'police officer', 'mail carrier'],
    explanation:
      'A community is a place where people live, work and play together, and the people who share it. Communities can be urban (a big city), suburban (near a city, with houses and yards) or rural (the countryside with farms). Community helpers such as firefighters, teachers, doctors and mail carriers do jobs that help everyone.',
    simple:
      'A community is a place where people live, work and play together, like your town. Community helpers, like firefighters and teachers, help everyone.',
    vocab: [
      ['community', 'a place where people live, work and play together'],
      ['rural', 'in the countryside, with farms and open land'],
      ['urban', 'in a city'],
    ],
    questions: [
      ['What kind of community is a big city?', ['urban'], 'Yes, a city is an urban community.', 'It starts with "u" and is the opposite of rural.'],
      ['Name one community helper.', ['firefighter', 'police', 'teacher', 'doctor', 'nurse', 'mail', 'librarian', 'bus driver', 'farmer', 'garbage', 'crossing guard', 'dentist', 'vet'], 'Right, that person helps the whole community.', 'Who comes when there is a fire?'],
      ['What kind of community has lots of farms and open land?', ['rural'], 'Correct, rural.', 'It starts with "r" and means countryside.'],
    ],
  },
  {
    id: 'maps-globes',
    title: 'Maps, globes and the compass rose',
    band: 'K-2',
    keywords: ['map', 'maps', 'globe', 'compass rose', 'map key', 'legend', 'cardinal directions', 'north south east west', 'equator', 'map scale'],
    explanation:
      'A map is a flat drawing of a place seen from above, and a globe is a round model of Earth. A compass rose shows the cardinal directions: north, south, east and west. A map key (or legend) explains the symbols, and a scale shows how map distances compare to real distances. The equator is an imaginary line around the middle of Earth.',
    simple:
      'A map is a drawing of a place from above. A globe is a round model of Earth. The compass rose shows north, south, east and west.',
    vocab: [
      ['compass rose', 'the symbol on a map that shows directions'],
      ['map key', 'the box that tells what the symbols on a map mean'],
      ['globe', 'a round model of Earth'],
    ],
    questions: [
      ['What are the four cardinal directions?', ['north south east west'], 'Yes: north, south, east and west.', 'Never Eat Soggy Waffles helps you remember them.'],
      ['What part of a map explains what the symbols mean?', ['key', 'legend', 'map key'], 'Right, the map key, also called the legend.', 'It "unlocks" the map, like something that opens a door.'],
      ['What is a round model of Earth called?', ['globe'], 'Correct, a globe.', 'It spins on a stand in many classrooms.'],
    ],
  },
  {
    id: 'continents-oceans',
    title: 'Continents and oceans',
    band: '3-5',
    keywords: ['continents', 'oceans', 'seven continents', 'five oceans', 'africa asia europe', 'north america south america', 'antarctica australia', 'pacific atlantic indian arctic', 'largest ocean'],
    explanation:
      'Earth\'s land is divided into seven continents: Asia, Africa, North America, South America, Antarctica, Europe and Australia. Asia is the largest continent. Most of Earth is covered by ocean, usually divided into five oceans: Pacific, Atlantic, Indian, Southern and Arctic. The Pacific is the largest and deepest ocean.',
    simple:
      'Earth has seven big pieces of land called continents and five big oceans. We live on the continent of North America if we live in the United States.',
    vocab: [
      ['continent', 'one of the seven very large areas of land on Earth'],
      ['ocean', 'a huge body of salt water'],
    ],
    questions: [
      ['How many continents are there?', ['7', 'seven'], 'Yes, seven continents.', 'Asia, Africa, North America, South America, Antarctica, Europe, Australia: count them.'],
      ['What is the largest ocean?', ['pacific'], 'Right, the Pacific Ocean.', 'It lies between Asia and the Americas.'],
      ['Which is the largest continent?', ['asia'], 'Correct, Asia.', 'China and India are on it.'],
    ],
  },
  {
    id: 'branches-of-government',
    title: 'Three branches of US government',
    band: '3-5',
    keywords: ['branches of government', 'three branches', 'legislative', 'executive', 'judicial', 'congress', 'president', 'supreme court', 'checks and balances', 'senate', 'house of representatives', 'separation of powers'],
    explanation:
      'The US Constitution splits the national government into three branches so no one part has too much power. The legislative branch, Congress (the Senate and the House of Representatives), makes laws. The executive branch, led by the President, carries out laws. The judicial branch, led by the Supreme Court, decides what laws mean and whether they follow the Constitution. Each branch can check the others; this is called checks and balances.',
    simple:
      'Our government has three parts. Congress makes the laws, the President makes sure laws are carried out, and the courts decide if laws are fair.',
    deeper:
      'Examples of checks: the President can veto a bill, Congress can override a veto with a two-thirds vote, the Senate confirms judges, and the courts can strike down unconstitutional laws (judicial review).',
    vocab: [
      ['legislative', 'the branch that makes laws (Congress)'],
      ['executive', 'the branch that carries out laws (the President)'],
      ['judicial', 'the branch that explains laws (the courts)'],
    ],
    questions: [
      ['Which branch makes the laws?', ['legislative', 'congress'], 'Yes, the legislative branch, Congress.', 'It is made of the Senate and the House of Representatives.'],
      ['Who leads the executive branch?', ['president'], 'Right, the President.', 'This person lives in the White House.'],
      ['What does the Supreme Court do?', ['decide laws', 'interpret', 'laws fair', 'explain laws', 'laws mean', 'judge', 'decide', 'constitution'], 'Correct, it decides what laws mean and whether they follow the Constitution.', 'It is the top court. What do courts decide about laws?'],
    ],
  },
  {
    id: 'levels-of-government',
    title: 'Local, state and national government',
    band: '3-5',
    keywords: ['levels of government', 'local government', 'state government', 'federal government', 'mayor', 'governor', 'city council', 'national government'],
    explanation:
      'The United States has three levels of government. Local government runs a city or town and is often led by a mayor and a city council. State government is led by a governor and runs things like state roads and schools. The federal (national) government, led by the President, handles matters for the whole country, like printing money and the military.',
    simple:
      'A mayor leads a town or city, a governor leads a state, and the President leads the whole country.',
    vocab: [
      ['mayor', 'the leader of a city or town'],
      ['governor', 'the leader of a state'],
      ['federal', 'for the whole nation'],
    ],
    questions: [
      ['Who is the leader of a state?', ['governor'], 'Yes, the governor.', 'It sounds like "govern".'],
      ['Who usually leads a city or town?', ['mayor'], 'Right, a mayor.', 'It starts with "m".'],
    ],
  },
  {
    id: 'constitution',
    title: 'The US Constitution',
    band: '3-5',
    keywords: ['constitution', 'us constitution', 'we the people', 'preamble', 'constitutional convention', '1787', 'james madison', 'amendments', 'supreme law'],
    explanation:
      'The Constitution is the plan for the US government and the supreme law of the land. It was written in 1787 at the Constitutional Convention in Philadelphia; James Madison is called its "Father". It begins with the Preamble, "We the People", sets up the three branches of government, and can be changed by amendments. It has 27 amendments today.',
    simple:
      'The Constitution is the most important set of rules for the United States. It starts with the words "We the People".',
    vocab: [
      ['constitution', 'a written plan of government and its most important laws'],
      ['preamble', 'the introduction to the Constitution'],
      ['amendment', 'a change or addition to the Constitution'],
    ],
    questions: [
      ['What are the first three words of the Constitution?', ['we the people'], 'Yes, "We the People".', 'They say the government comes from the people.'],
      ['What is a change to the Constitution called?', ['amendment'], 'Right, an amendment.', 'It starts with "amend", which means to change.'],
      ['In what year was the Constitution written?', ['1787'], 'Correct, 1787.', 'It was eleven years after 1776.'],
    ],
  },
  {
    id: 'bill-of-rights',
    title: 'The Bill of Rights',
    band: '6-8',
    keywords: ['bill of rights', 'first amendment', 'freedom of speech', 'freedom of religion', 'rights', 'ten amendments', 'second amendment', 'freedom of the press'],
    explanation:
      'The Bill of Rights is the first ten amendments to the Constitution, added in 1791 to protect people\'s rights from the government. The First Amendment protects freedom of religion, speech, the press, peaceful assembly and petitioning the government. Others protect the right to a fair and speedy trial, protection from unreasonable searches, and more.',
    simple:
      'The Bill of Rights lists important freedoms every American has, like the freedom to speak and to practise any religion.',
    deeper:
      'Anti-Federalists insisted on it as a condition of ratifying the Constitution; the Ninth and Tenth Amendments say that rights not listed still belong to the people and that unlisted powers stay with the states or the people.',
    vocab: [
      ['amendment', 'a change or addition to the Constitution'],
      ['right', 'a freedom that belongs to every person'],
    ],
    questions: [
      ['How many amendments are in the Bill of Rights?', ['10', 'ten'], 'Yes, the first ten amendments.', 'It is the number of fingers on two hands.'],
      ['Name one freedom protected by the First Amendment.', ['speech', 'religion', 'press', 'assembly', 'assemble', 'petition'], 'Right, that freedom is in the First Amendment.', 'Think about saying what you believe, or newspapers.'],
    ],
  },
  {
    id: 'voting-elections',
    title: 'Voting and elections',
    band: '3-5',
    keywords: ['voting', 'vote', 'election', 'elections', 'ballot', 'democracy', 'who can vote', 'majority', 'candidate', 'electoral college', '19th amendment'],
    explanation:
      'In a democracy, citizens choose leaders and make decisions by voting. In an election, people mark a ballot for the candidate they want, and the one with the most votes usually wins. In the United States, citizens aged 18 and older can vote. Over time amendments expanded voting rights, such as the 19th Amendment (1920), which gave women the right to vote.',
    simple:
      'Voting is how people make a choice together. Each person gets one vote, and the choice with the most votes wins.',
    vocab: [
      ['ballot', 'the paper or screen where you mark your vote'],
      ['candidate', 'a person who is trying to be elected'],
      ['democracy', 'government where the people choose their leaders'],
    ],
    questions: [
      ['How old must a US citizen be to vote?', ['18', 'eighteen'], 'Yes, 18 years old.', 'It is the age when most people finish high school.'],
      ['What is a person running in an election called?', ['candidate'], 'Right, a candidate.', 'It starts with "c".'],
      ['What do you mark your vote on?', ['ballot'], 'Correct, a ballot.', 'It rhymes with "wallet", almost.'],
    ],
  },
  {
    id: 'thirteen-colonies',
    title: 'The thirteen colonies',
    band: '3-5',
    keywords: ['thirteen colonies', '13 colonies', 'colonists', 'jamestown', 'plymouth', 'pilgrims', 'mayflower', 'colonial america', 'new england colonies'],
    explanation:
      'Before the United States existed, Britain had thirteen colonies along the Atlantic coast of North America. Jamestown, Virginia (1607) was the first lasting English colony, and the Pilgrims sailed on the Mayflower to Plymouth in 1620. The colonies are often grouped as New England, Middle and Southern colonies, and they later became the first thirteen states.',
    simple:
      'Long ago, people from England came to America and built thirteen colonies. Later, these colonies became the first thirteen states.',
    vocab: [
      ['colony', 'a place ruled by a faraway country'],
      ['colonist', 'a person who lives in a colony'],
    ],
    questions: [
      ['How many colonies did Britain have that became the first states?', ['13', 'thirteen'], 'Yes, thirteen.', 'Count the stripes on the US flag.'],
      ['What ship carried the Pilgrims in 1620?', ['mayflower'], 'Right, the Mayflower.', 'It is named after a spring flower.'],
    ],
  },
  {
    id: 'american-revolution',
    title: 'The American Revolution',
    band: '3-5',
    keywords: ['american revolution', 'revolutionary war', 'george washington', 'boston tea party', 'taxation without representation', 'lexington and concord', 'independence from britain', 'king george', 'yorktown', 'patriots'],
    explanation:
      'The American Revolution (1775-1783) was the war in which the thirteen colonies won independence from Great Britain. Colonists were angry about taxes passed by the British Parliament, where they had no vote ("no taxation without representation"); the Boston Tea Party of 1773 was one protest. Fighting began at Lexington and Concord in 1775, George Washington led the Continental Army, and the British surrendered at Yorktown in 1781.',
    simple:
      'Long ago, America was ruled by Britain. The colonists wanted to be free, so they fought a war, led by George Washington, and won their independence.',
    vocab: [
      ['revolution', 'a big change, often when people overthrow their government'],
      ['independence', 'being free from another country\'s control'],
      ['patriot', 'a colonist who wanted independence from Britain'],
    ],
    questions: [
      ['Which country did the colonies fight for independence?', ['britain', 'great britain', 'england', 'british', 'uk', 'united kingdom'], 'Yes, Great Britain.', 'King George III ruled this country.'],
      ['Who led the Continental Army?', ['george washington', 'washington'], 'Right, George Washington, who later became the first President.', 'He became the first President of the United States.'],
      ['Why were colonists angry about British taxes?', ['representation', 'no vote', 'no say', 'didnt vote', 'unfair', 'not represented'], 'Correct: they were taxed without having a vote in Parliament.', 'Remember the slogan "no taxation without ..."'],
    ],
  },
  {
    id: 'declaration-of-independence',
    title: 'The Declaration of Independence',
    band: '3-5',
    keywords: ['declaration of independence', 'july 4 1776', 'fourth of july', 'thomas jefferson', 'all men are created equal', 'life liberty pursuit of happiness', 'independence day'],
    explanation:
      'The Declaration of Independence announced that the thirteen colonies were free from Great Britain. It was approved on July 4, 1776, which is why Americans celebrate Independence Day on the Fourth of July. Thomas Jefferson wrote most of it. It says all people are created equal and have rights to "life, liberty and the pursuit of happiness", and it listed complaints against King George III.',
    simple:
      'The Declaration of Independence was a letter that told the King of England that America wanted to be free. It was signed in 1776, and we celebrate it on the Fourth of July.',
    vocab: [
      ['declaration', 'an important announcement'],
      ['liberty', 'freedom'],
    ],
    questions: [
      ['Who wrote most of the Declaration of Independence?', ['thomas jefferson', 'jefferson'], 'Yes, Thomas Jefferson.', 'He later became the third President.'],
      ['On what date was it approved?', ['july 4 1776', 'july 4th 1776', 'fourth of july 1776', '1776'], 'Right, July 4, 1776.', 'It is the date of Independence Day, in the year 1776.'],
      ['Name one right the Declaration says all people have.', ['life', 'liberty', 'pursuit of happiness', 'happiness', 'freedom', 'equal'], 'Correct: life, liberty and the pursuit of happiness.', 'Three rights are named: life, liberty and the pursuit of ...'],
    ],
  },
  {
    id: 'civil-war-lincoln',
    title: 'The Civil War and Abraham Lincoln',
    band: '3-5',
    keywords: ['civil war', 'abraham lincoln', 'lincoln', 'union and confederacy', 'slavery', 'emancipation proclamation', 'north vs south', '16th president', 'ulysses grant', 'robert e lee', '13th amendment'],
    explanation:
      'The Civil War (1861-1865) was fought between the Northern states (the Union) and Southern states that left the country to form the Confederacy, mainly over slavery and its spread. Abraham Lincoln, the 16th President, led the Union. In 1863 his Emancipation Proclamation declared enslaved people in Confederate states free, and the 13th Amendment (1865) ended slavery in the whole country. The Union won, and Lincoln was assassinated soon after, in April 1865.',
    simple:
      'Abraham Lincoln was the 16th President. He led the country during the Civil War, when the North and South fought. He worked to end slavery and keep the country together.',
    vocab: [
      ['Union', 'the Northern states during the Civil War'],
      ['Confederacy', 'the Southern states that left the Union'],
      ['emancipation', 'setting people free'],
    ],
    questions: [
      ['Which number President was Abraham Lincoln?', ['16', 'sixteenth', '16th'], 'Yes, the 16th President.', 'It is between 15 and 17.'],
      ['What were the two sides in the Civil War?', ['union confederacy', 'north south', 'union south', 'north confederacy'], 'Right, the Union (North) and the Confederacy (South).', 'One side was in the North and one in the South.'],
      ['Which amendment ended slavery in the United States?', ['13', '13th', 'thirteenth'], 'Correct, the 13th Amendment in 1865.', 'It is the number right after 12.'],
    ],
  },
  {
    id: 'gettysburg-address',
    title: 'The Gettysburg Address',
    band: '6-8',
    keywords: ['gettysburg address', 'gettysburg', 'four score and seven years ago', 'lincoln speech', 'government of the people by the people for the people', 'battle of gettysburg'],
    explanation:
      'The Gettysburg Address is a short speech Abraham Lincoln gave on November 19, 1863, at a cemetery for soldiers who died at the Battle of Gettysburg in Pennsylvania. It begins "Four score and seven years ago", pointing back 87 years to 1776. In about 270 words Lincoln said the nation was tested by the war and asked Americans to make sure that "government of the people, by the people, for the people, shall not perish from the earth."',
    simple:
      'The Gettysburg Address is a short, famous speech by Abraham Lincoln during the Civil War. He said the country must keep a government of the people, by the people, for the people.',
    vocab: [
      ['address', 'a formal speech'],
      ['score', 'an old word for twenty'],
    ],
    questions: [
      ['Who gave the Gettysburg Address?', ['lincoln', 'abraham lincoln'], 'Yes, Abraham Lincoln.', 'He was President during the Civil War.'],
      ['How many years is "four score and seven"?', ['87', 'eighty seven', 'eighty-seven'], 'Right: a score is 20, so 4 x 20 + 7 = 87 years.', 'A score is twenty. Four twenties plus seven is...?'],
      ['What kind of government did Lincoln say must not perish?', ['of the people', 'by the people', 'for the people', 'people', 'democracy'], 'Correct: government of the people, by the people, for the people.', 'He used the word "people" three times.'],
    ],
  },
  {
    id: 'civil-rights',
    title: 'The civil rights movement',
    band: '3-5',
    keywords: ['civil rights movement', 'martin luther king', 'mlk', 'rosa parks', 'montgomery bus boycott', 'i have a dream', 'segregation', 'civil rights act', 'ruby bridges', 'brown v board'],
    explanation:
      'The civil rights movement of the 1950s and 1960s was a struggle to end segregation and unfair treatment of Black Americans. In 1955 Rosa Parks refused to give up her bus seat in Montgomery, Alabama, which started the Montgomery Bus Boycott. Dr. Martin Luther King Jr. led peaceful, nonviolent protests and gave the "I Have a Dream" speech in 1963. The movement led to laws like the Civil Rights Act of 1964 and the Voting Rights Act of 1965.',
    simple:
      'Long ago, some laws kept Black and white people apart, which was unfair. Brave people like Rosa Parks and Dr. Martin Luther King Jr. worked peacefully to change those laws.',
    vocab: [
      ['segregation', 'keeping people apart because of their race'],
      ['boycott', 'refusing to use or buy something as a protest'],
      ['nonviolent', 'peaceful, without fighting'],
    ],
    questions: [
      ['What did Rosa Parks refuse to do in 1955?', ['give up seat', 'give up her seat', 'move', 'stand up', 'seat'], 'Yes, she refused to give up her seat on the bus.', 'It happened on a city bus in Montgomery, Alabama.'],
      ['What is the name of Dr. King\'s famous 1963 speech?', ['i have a dream', 'dream'], 'Right, "I Have a Dream".', 'He talked about his hopes, or his ...'],
      ['What kind of protest did Dr. King believe in?', ['nonviolent', 'peaceful', 'non violent', 'nonviolence'], 'Correct, peaceful, nonviolent protest.', 'He did not believe in fighting. What is the opposite of violent?'],
    ],
  },
  {
    id: 'native-american-nations',
    title: 'Native American nations',
    band: '3-5',
    keywords: ['native americans', 'native american nations', 'american indians', 'indigenous peoples', 'tribes', 'cherokee', 'lakota', 'iroquois', 'haudenosaunee', 'navajo', 'trail of tears', 'pueblo'],
    explanation:
      'Native Americans are the first peoples of North America, who lived there for thousands of years before Europeans arrived. There were, and are, hundreds of different nations with their own languages, governments and ways of life, shaped by where they lived: the Haudenosaunee (Iroquois) of the Northeast farmed corn, beans and squash, the Lakota of the Plains followed the buffalo, and the Pueblo peoples of the Southwest built adobe homes. Many nations were forced off their lands, such as the Cherokee on the Trail of Tears in 1838, and Native nations continue today.',
    simple:
      'Native Americans were the first people to live in America. There are many different nations, each with its own language and way of life, and they still live here today.',
    vocab: [
      ['indigenous', 'the first people to live in a place'],
      ['nation', 'a group of people with their own land, government and culture'],
      ['culture', 'the way of life of a group: food, clothes, language, beliefs'],
    ],
    questions: [
      ['Who were the first people to live in North America?', ['native americans', 'native', 'indigenous', 'american indians', 'indians', 'first nations'], 'Yes, Native Americans, the indigenous peoples.', 'They were here thousands of years before Europeans came.'],
      ['Name one Native American nation.', ['cherokee', 'lakota', 'sioux', 'iroquois', 'haudenosaunee', 'navajo', 'dine', 'pueblo', 'hopi', 'apache', 'ojibwe', 'cheyenne', 'seminole', 'mohawk', 'wampanoag', 'comanche', 'shoshone', 'nez perce', 'creek', 'choctaw', 'chickasaw', 'inuit', 'powhatan'], 'Right, that is one of many Native nations.', 'Think of the Cherokee, whose forced removal was the Trail of Tears.'],
      ['What was the forced removal of the Cherokee in 1838 called?', ['trail of tears'], 'Correct, the Trail of Tears.', 'Its name says it was a very sad journey.'],
    ],
  },
  {
    id: 'explorers',
    title: 'European explorers',
    band: '3-5',
    keywords: ['explorers', 'christopher columbus', 'columbus', 'ferdinand magellan', 'magellan', 'lewis and clark', 'sacagawea', 'age of exploration', 'vasco da gama', 'henry hudson'],
    explanation:
      'During the Age of Exploration (about 1400s-1600s), Europeans sailed to find new trade routes and riches. In 1492 Christopher Columbus, sailing for Spain, reached islands in the Caribbean, though Native peoples already lived there. Ferdinand Magellan\'s expedition was the first to sail all the way around the world (1519-1522). Later, Lewis and Clark, guided in part by Sacagawea, explored the western United States from 1804 to 1806.',
    simple:
      'Explorers are people who travel to learn about new places. Long ago, explorers like Christopher Columbus sailed across the ocean in ships.',
    vocab: [
      ['explorer', 'a person who travels to discover or learn about places'],
      ['expedition', 'a long trip made for a special purpose'],
      ['trade route', 'a path used to travel and trade goods'],
    ],
    questions: [
      ['In what year did Columbus first reach the Americas?', ['1492'], 'Yes, 1492.', '"In fourteen hundred ninety-two, Columbus sailed the ocean blue."'],
      ['Whose expedition first sailed all the way around the world?', ['magellan', 'ferdinand magellan', 'elcano'], 'Right, Ferdinand Magellan\'s expedition (Magellan died on the way; Juan Sebastián Elcano finished it).', 'His name starts with "M" and a strait is named after him.'],
      ['Which Shoshone woman helped guide Lewis and Clark?', ['sacagawea', 'sakakawea', 'sacajawea'], 'Correct, Sacagawea.', 'Her name starts with "S" and she is on a US dollar coin.'],
    ],
  },
  {
    id: 'ancient-egypt',
    title: 'Ancient Egypt',
    band: '6-8',
    keywords: ['ancient egypt', 'egypt', 'pharaoh', 'pyramids', 'nile river', 'mummies', 'mummy', 'hieroglyphics', 'sphinx', 'tutankhamun', 'cleopatra'],
    explanation:
      'Ancient Egypt grew along the Nile River in Africa and lasted for about 3,000 years. The Nile flooded each year and left rich soil for farming. Egypt was ruled by kings called pharaohs, who built huge pyramids as tombs, like the Great Pyramid of Giza. Egyptians wrote with picture symbols called hieroglyphics and preserved bodies as mummies because they believed in life after death.',
    simple:
      'Ancient Egypt was a land by the Nile River long ago. Its kings were called pharaohs, and they built giant pyramids.',
    deeper:
      'Historians divide it into the Old, Middle and New Kingdoms; the Rosetta Stone, with the same text in hieroglyphs, Demotic and Greek, let scholars decode hieroglyphics in the 1820s.',
    vocab: [
      ['pharaoh', 'a king of ancient Egypt'],
      ['hieroglyphics', 'ancient Egyptian writing that uses pictures and symbols'],
      ['mummy', 'a body preserved and wrapped in cloth'],
    ],
    questions: [
      ['Which river was ancient Egypt built along?', ['nile'], 'Yes, the Nile River.', 'It is one of the longest rivers in the world.'],
      ['What were the kings of ancient Egypt called?', ['pharaoh', 'pharaohs'], 'Right, pharaohs.', 'It starts with "ph" and sounds like "fair-oh".'],
      ['What is ancient Egyptian picture writing called?', ['hieroglyphics', 'hieroglyphs', 'hieroglyph'], 'Correct, hieroglyphics.', 'It starts with "hiero".'],
    ],
  },
  {
    id: 'ancient-greece',
    title: 'Ancient Greece',
    band: '6-8',
    keywords: ['ancient greece', 'greece', 'athens', 'sparta', 'city states', 'olympics', 'greek gods', 'zeus', 'socrates', 'plato', 'aristotle', 'parthenon', 'greek democracy'],
    explanation:
      'Ancient Greece was made of independent city-states, such as Athens and Sparta. Athens developed an early democracy around 500 BCE, where citizens voted on laws, though women, enslaved people and foreigners could not take part. Sparta was famous for its strong army. The Greeks started the Olympic Games, built temples like the Parthenon, and thinkers such as Socrates, Plato and Aristotle shaped philosophy and science.',
    simple:
      'Ancient Greece was a land of cities long ago. The Greeks started the Olympic Games and told stories about gods like Zeus.',
    vocab: [
      ['city-state', 'a city that rules itself and the land around it'],
      ['democracy', 'government where the people choose their leaders'],
      ['philosophy', 'the study of big questions about life and knowledge'],
    ],
    questions: [
      ['Which Greek city-state is known for early democracy?', ['athens'], 'Yes, Athens.', 'It is the capital of Greece today.'],
      ['Which famous games began in ancient Greece?', ['olympics', 'olympic'], 'Right, the Olympic Games.', 'They are still held every four years.'],
      ['Which city-state was famous for its strong army?', ['sparta'], 'Correct, Sparta.', 'It starts with "S".'],
    ],
  },
  {
    id: 'ancient-rome',
    title: 'Ancient Rome',
    band: '6-8',
    keywords: ['ancient rome', 'rome', 'roman empire', 'roman republic', 'julius caesar', 'augustus', 'colosseum', 'gladiators', 'senate', 'latin', 'aqueducts'],
    explanation:
      'Ancient Rome began as a small city in Italy and grew into a huge empire around the Mediterranean Sea. First it was a republic, where elected senators made decisions; after Julius Caesar\'s rule and death, Augustus became the first emperor in 27 BCE. Romans built roads, aqueducts to carry water, and the Colosseum, and their language, Latin, is the root of many English words. The western empire fell in 476 CE.',
    simple:
      'Ancient Rome was a powerful city in Italy that ruled a big empire long ago. The Romans built long roads and a huge stadium called the Colosseum.',
    vocab: [
      ['republic', 'a government where people elect leaders to make decisions'],
      ['empire', 'many lands ruled by one ruler'],
      ['aqueduct', 'a bridge-like channel that carries water'],
    ],
    questions: [
      ['What language did the ancient Romans speak?', ['latin'], 'Yes, Latin.', 'Many English words come from it; it starts with "L".'],
      ['Who became the first Roman emperor?', ['augustus', 'octavian'], 'Right, Augustus (Octavian).', 'He was Julius Caesar\'s adopted heir; his name starts with "A".'],
      ['What did Roman aqueducts carry?', ['water'], 'Correct, water.', '"Aqua" means water.'],
    ],
  },
  {
    id: 'needs-wants',
    title: 'Needs and wants',
    band: 'K-2',
    keywords: ['needs and wants', 'needs vs wants', 'difference between needs and wants', 'food water shelter clothing', 'saving money', 'choices'],
    explanation:
      'Needs are things people must have to live, like food, water, clothing and shelter. Wants are things people would like to have but can live without, like toys, video games or candy. Because money and resources are limited, people have to make choices, and taking care of needs comes first.',
    simple:
      'A need is something you must have to live, like food, water and a home. A want is something nice to have, like a toy.',
    vocab: [
      ['need', 'something you must have to live'],
      ['want', 'something you would like but can live without'],
    ],
    questions: [
      ['Is water a need or a want?', ['need'], 'Yes, water is a need; we cannot live without it.', 'Could you live without it?'],
      ['Is a video game a need or a want?', ['want'], 'Right, a video game is a want.', 'It is fun, but could you live without it?'],
      ['Name one need that every person has.', ['food', 'water', 'shelter', 'clothing', 'clothes', 'home', 'house', 'air', 'sleep'], 'Correct, that is a need.', 'What do you need every day to stay alive and healthy?'],
    ],
  },
  {
    id: 'goods-services',
    title: 'Goods and services',
    band: 'K-2',
    keywords: ['goods and services', 'goods', 'services', 'producers and consumers', 'buyers and sellers', 'jobs', 'trade', 'barter'],
    explanation:
      'Goods are things you can touch that people make or grow, like apples, bikes and books. Services are jobs people do for others, like cutting hair, teaching or fixing a car. Producers make goods or provide services, and consumers buy and use them.',
    simple:
      'Goods are things you can hold, like a ball or an apple. Services are things people do for you, like a haircut.',
    vocab: [
      ['goods', 'things people make or grow that you can touch'],
      ['service', 'work someone does for others'],
      ['consumer', 'a person who buys and uses goods and services'],
    ],
    questions: [
      ['Is a haircut a good or a service?', ['service'], 'Yes, a haircut is a service.', 'Can you hold a haircut in your hand, or is it something someone does for you?'],
      ['Is a loaf of bread a good or a service?', ['good', 'goods'], 'Right, bread is a good you can touch.', 'Can you hold it?'],
      ['What do we call a person who buys goods and services?', ['consumer', 'buyer', 'customer', 'shopper'], 'Correct, a consumer.', 'It starts with "c", like customer.'],
    ],
  },
  {
    id: 'supply-demand',
    title: 'Supply and demand',
    band: '6-8',
    keywords: ['supply and demand', 'supply', 'demand', 'prices', 'scarcity', 'economics', 'market', 'why prices go up', 'opportunity cost'],
    explanation:
      'Supply is how much of something sellers have to sell, and demand is how much buyers want it. When demand goes up and supply stays the same, prices usually rise; when there is more supply than people want, prices usually fall. Scarcity means resources are limited, so people must make choices, and what you give up when you choose is the opportunity cost.',
    simple:
      'If lots of people want something and there is not much of it, the price goes up. If there is lots of something and few people want it, the price goes down.',
    deeper:
      'Economists draw a demand curve sloping down and a supply curve sloping up; the price where they cross is the equilibrium, where the amount supplied equals the amount demanded.',
    vocab: [
      ['supply', 'how much of something is available to sell'],
      ['demand', 'how much people want to buy something'],
      ['scarcity', 'not having enough resources for everything people want'],
    ],
    questions: [
      ['If many people want a toy but there are only a few, what usually happens to its price?', ['up', 'rise', 'rises', 'increase', 'higher', 'more expensive', 'goes up'], 'Yes, the price usually goes up.', 'Think about concert tickets for a very popular band.'],
      ['What is the word for how much people want to buy something?', ['demand'], 'Right, demand.', 'It starts with "d".'],
      ['What do we call what you give up when you make a choice?', ['opportunity cost'], 'Correct, the opportunity cost.', 'It has two words and the first means a chance.'],
    ],
  },
  {
    id: 'citizenship',
    title: 'Citizenship and rules',
    band: 'K-2',
    keywords: ['citizenship', 'good citizen', 'citizen', 'rules and laws', 'responsibility', 'rights and responsibilities', 'why do we have rules', 'volunteer'],
    explanation:
      'A citizen is a member of a community or country. Good citizens follow rules and laws, respect others, help their community and take part, for example by voting as adults or volunteering. Rules and laws keep people safe and make things fair. Citizens have rights, like free speech, and responsibilities, like obeying laws.',
    simple:
      'A good citizen follows the rules, is kind to others and helps the community, like picking up litter.',
    vocab: [
      ['citizen', 'a member of a community or country'],
      ['responsibility', 'something you are expected to do'],
      ['law', 'a rule that everyone in a place must follow'],
    ],
    questions: [
      ['Why do we have rules and laws?', ['safe', 'fair', 'safety', 'protect', 'order'], 'Yes, rules and laws keep us safe and make things fair.', 'What could happen if there were no traffic rules?'],
      ['Name one thing a good citizen does.', ['follow rules', 'obey laws', 'help', 'vote', 'volunteer', 'respect', 'kind', 'recycle', 'litter', 'honest', 'share'], 'Right, that is what good citizens do.', 'Think of a way you could help your school or neighborhood.'],
    ],
  },
  {
    id: 'holidays-cultures',
    title: 'Holidays and cultures',
    band: 'K-2',
    keywords: ['holidays', 'culture', 'cultures', 'traditions', 'celebrations', 'thanksgiving', 'independence day', 'lunar new year', 'diwali', 'hanukkah', 'kwanzaa', 'eid', 'christmas'],
    explanation:
      'Culture is the way of life of a group of people: their food, language, music, clothing, beliefs and celebrations. Holidays are special days people celebrate, often with traditions passed down in families. For example, many families celebrate Lunar New Year, Diwali (a festival of lights), Hanukkah, Eid al-Fitr, Christmas or Kwanzaa, and Americans celebrate Independence Day on July 4.',
    simple:
      'Culture is how a group of people live: their food, music, language and holidays. Families celebrate different holidays with their own traditions.',
    vocab: [
      ['culture', 'the way of life of a group of people'],
      ['tradition', 'something a family or group does again and again over many years'],
    ],
    questions: [
      ['Name one part of a culture.', ['food', 'language', 'music', 'clothing', 'clothes', 'holidays', 'beliefs', 'religion', 'dance', 'art', 'traditions', 'stories', 'games'], 'Yes, that is part of a culture.', 'Think about what makes a family\'s celebrations special: what do they eat, wear, sing?'],
      ['What do we call something a family does again and again over many years?', ['tradition'], 'Right, a tradition.', 'It starts with "t".'],
    ],
  },
  {
    id: 'immigration',
    title: 'Immigration',
    band: '3-5',
    keywords: ['immigration', 'immigrants', 'ellis island', 'statue of liberty', 'angel island', 'why people move', 'push and pull factors', 'nation of immigrants', 'migrate'],
    explanation:
      'Immigration is moving to a new country to live. People immigrate for many reasons: "push" factors like war or lack of jobs, and "pull" factors like freedom, safety, family and opportunity. Between 1892 and 1954, about 12 million immigrants entered the United States through Ellis Island in New York, passing the Statue of Liberty. Immigrants from around the world have shaped American culture.',
    simple:
      'Immigrants are people who move to a new country to live. Many families came to America looking for a safe home and new chances.',
    vocab: [
      ['immigrant', 'a person who moves to a new country to live'],
      ['opportunity', 'a chance to do something good'],
    ],
    questions: [
      ['What is a person who moves to a new country to live called?', ['immigrant'], 'Yes, an immigrant.', 'It starts with "im", meaning into.'],
      ['Which island in New York was a famous entry point for immigrants?', ['ellis'], 'Right, Ellis Island.', 'It is near the Statue of Liberty; its name starts with "E".'],
      ['Name one reason people immigrate.', ['job', 'work', 'freedom', 'safety', 'safe', 'family', 'war', 'opportunity', 'better life', 'money', 'religion', 'food', 'school', 'education'], 'Correct, that is a real reason people move to a new country.', 'Why might a family leave home for a new country?'],
    ],
  },
  {
    id: 'industrial-revolution',
    title: 'The Industrial Revolution',
    band: '6-8',
    keywords: ['industrial revolution', 'factories', 'steam engine', 'inventions', 'textile mills', 'railroads', 'child labor', 'mass production', 'urbanization'],
    explanation:
      'The Industrial Revolution was a time, starting in Britain in the late 1700s and reaching the United States in the 1800s, when making goods moved from hand tools at home to machines in factories. Steam engines powered factories, trains and ships, and textile mills made cloth quickly. Many people moved from farms to cities for factory jobs, often working long hours in unsafe conditions, including children; this led to labor unions and new laws.',
    simple:
      'Long ago, people made things by hand. Then new machines were invented, and big factories could make things much faster.',
    vocab: [
      ['factory', 'a building where goods are made with machines'],
      ['invention', 'a new thing someone creates'],
      ['urbanization', 'people moving from the countryside into cities'],
    ],
    questions: [
      ['What machine powered many factories and trains?', ['steam engine', 'steam'], 'Yes, the steam engine.', 'It worked by boiling water.'],
      ['Where did the Industrial Revolution begin?', ['britain', 'england', 'great britain', 'uk', 'united kingdom'], 'Right, in Britain.', 'It is the same country the colonies fought in the American Revolution.'],
      ['Why did many people move to cities during the Industrial Revolution?', ['jobs', 'work', 'factory', 'factories'], 'Correct, to work in factories.', 'Where were the new factories, and what did they offer?'],
    ],
  },
  {
    id: 'us-symbols',
    title: 'American symbols',
    band: 'K-2',
    keywords: ['american symbols', 'us flag', 'american flag', 'stars and stripes', 'statue of liberty', 'bald eagle', 'liberty bell', 'pledge of allegiance', 'national anthem', 'white house'],
    explanation:
      'Symbols stand for ideas. The US flag has 50 stars for the 50 states and 13 stripes for the original 13 colonies. The bald eagle is the national bird and stands for strength and freedom. The Statue of Liberty, a gift from France, welcomes people to New York Harbor, and the Liberty Bell in Philadelphia stands for freedom.',
    simple:
      'The American flag has 50 stars and 13 stripes. The bald eagle and the Statue of Liberty are symbols of freedom.',
    vocab: [
      ['symbol', 'a picture or object that stands for something else'],
      ['liberty', 'freedom'],
    ],
    questions: [
      ['How many stars are on the US flag?', ['50', 'fifty'], 'Yes, 50 stars, one for each state.', 'There is one star for each state.'],
      ['What is the national bird of the United States?', ['bald eagle', 'eagle'], 'Right, the bald eagle.', 'It is a big bird with a white head.'],
      ['What do the 13 stripes on the flag stand for?', ['colonies', 'colony', '13 colonies', 'original states'], 'Correct, the original 13 colonies.', 'Think about how many colonies became the first states.'],
    ],
  },
]);
