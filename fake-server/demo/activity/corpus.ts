/**
 * What the simulated children type: short, child-appropriate lines grouped by what they are
 * doing (school essays, searches, chats, notes, code), each with the app it is typed into.
 * Written for the demo.
 */

export interface TypingContext {
  readonly kind: 'essay' | 'search' | 'chat' | 'notes' | 'code' | 'game'
  /** Apps this kind of text is typed into (one is picked per burst). */
  readonly apps: readonly string[]
  readonly lines: readonly string[]
}

export const typingContexts: readonly TypingContext[] = [
  {
    kind: 'essay',
    apps: ['Pages', 'Google Docs', 'Microsoft Word', 'TextEdit'],
    lines: [
      'The water cycle has four main stages: evaporation, condensation, precipitation and collection.',
      'When the sun heats the ocean, water turns into vapour and rises into the air.',
      'My favourite book this year was Hatchet because Brian had to survive on his own.',
      'Brian learns that patience is more important than strength.',
      'The Ring of Fire is a chain of volcanoes around the Pacific Ocean.',
      'Most earthquakes happen where tectonic plates meet.',
      'In conclusion, recycling helps our town save money and protect animals.',
      'Ancient Egyptians built the pyramids as tombs for their pharaohs.',
      'It took about twenty years to build the Great Pyramid of Giza.',
      'Photosynthesis is how plants make food from sunlight, water and carbon dioxide.',
      'The main character changes a lot between the first and last chapter.',
      'Our class experiment showed that seeds grow faster with more light.',
      'I think school should start later because students need more sleep.',
      'Bees are important because they pollinate a third of the food we eat.',
      'The Moon does not make its own light, it reflects light from the Sun.',
      'During the Gold Rush thousands of people travelled west to California.',
      'Title: My Summer at Grandma’s Farm',
      'First we fed the chickens, then we picked strawberries for breakfast.',
      'A fraction is part of a whole, like three slices of an eight slice pizza.',
      'Hypothesis: if we add salt to the water, the egg will float.',
      'Step 3: measure the temperature every five minutes and write it down.',
      'The setting of the story is a small fishing village in Maine.',
      'Sources: library book about volcanoes, National Geographic Kids website',
      'The Amazon rainforest produces a lot of the world’s oxygen.',
      'Compare and contrast frogs and toads.',
    ],
  },
  {
    kind: 'search',
    apps: ['Safari', 'Google Chrome', 'Firefox'],
    lines: [
      'how do volcanoes form',
      'volcano diagram for science class',
      'how many moons does jupiter have',
      'easy chocolate chip cookie recipe',
      'what is the biggest animal in the world',
      'how to draw a dragon step by step',
      'multiplying fractions practice',
      'minecraft redstone door tutorial',
      'redstone repeater timing',
      'when did the titanic sink',
      'why is the sky blue',
      'best books for 11 year olds',
      'how to say good morning in spanish',
      'capital of australia',
      'how long do turtles live',
      'science fair project ideas plants',
      'how to solve a rubiks cube beginner',
      'map of the solar system',
      'piano finger exercises for beginners',
      'what do pandas eat',
      'how tall is mount everest',
      'synonyms for happy',
      'how to make slime without borax',
      'scratch tutorial platform game',
      'soccer drills to do at home',
      'weather tomorrow',
      'long division calculator with steps',
      'library hours saturday',
    ],
  },
  {
    kind: 'chat',
    apps: ['Messages', 'Slack', 'Discord', 'Google Chat'],
    lines: [
      'see you at practice!',
      'did you finish the math homework?',
      'what page are we on for reading',
      'lol that was so funny',
      'can you send me the science worksheet',
      'my mom said i can come over after lunch',
      'ok brb dinner',
      'are we doing the project together?',
      'i got a 92 on the spelling test!!',
      'what time is the game saturday',
      'good night',
      'thanks!',
      'i think question 4 is 36',
      'wanna play after school?',
      'dont forget to bring your library book',
      'happy birthday!! :)',
      'the bus is late again',
      'haha yes',
      'can we meet at the park at 3',
      'i’m almost done with chapter 5',
    ],
  },
  {
    kind: 'notes',
    apps: ['Notes', 'Reminders', 'Stickies'],
    lines: [
      'Homework: math p. 112 #1-15, read chapter 6',
      'Bring gym clothes on Thursday',
      'Piano lesson 4:30',
      'Ideas for the comic: a cat who is a detective',
      'Packing list: sleeping bag, flashlight, toothbrush',
      'Ask Ms. Patel about the field trip form',
      'Spelling words: necessary, separate, rhythm, calendar',
      'Birthday gift ideas for Dad',
      'Science test on Friday!!',
      'Lego castle ideas: drawbridge, tower, secret door',
      'Books to read next: Wonder, The Wild Robot',
      'Practice free throws 20 min',
    ],
  },
  {
    kind: 'code',
    apps: ['Visual Studio Code', 'Xcode', 'Terminal', 'Swift Playgrounds'],
    lines: [
      'let score = 0',
      'for i in 1...10 {',
      'print("Hello, world!")',
      'if player.health <= 0 { gameOver() }',
      'func jump() {',
      'ls -la',
      'cd projects/maze-game',
      'git status',
      'def add(a, b):',
      'return a + b',
      'const colors = ["red", "green", "blue"]',
      '// TODO: make the ghost move faster',
      'npm start',
      'moveForward()',
      'turnLeft()',
    ],
  },
  {
    kind: 'game',
    apps: ['Minecraft', 'Roblox', 'Chess'],
    lines: [
      'gg',
      'anyone want to trade?',
      'follow me to the village',
      'nice build!',
      'i need more iron',
      'lets go to the nether',
      'wait for me',
      'good game, rematch?',
      'where is the diamond cave',
      'brb',
    ],
  },
]

/** Web pages the simulated browsers show (address bar text and page title). */
export const webPages: readonly { readonly url: string; readonly title: string }[] = [
  { url: 'www.khanacademy.org/math/fractions', title: 'Fractions | Math' },
  { url: 'kids.nationalgeographic.com/animals', title: 'Animals' },
  { url: 'en.wikipedia.org/wiki/Volcano', title: 'Volcano' },
  { url: 'scratch.mit.edu/projects/editor', title: 'Scratch Editor' },
  { url: 'www.nasa.gov/solar-system', title: 'Our Solar System' },
  { url: 'docs.google.com/document/d/report', title: 'Science Report' },
  { url: 'www.desmos.com/calculator', title: 'Graphing Calculator' },
  { url: 'www.youtube.com/watch?v=volcano-101', title: 'Volcanoes 101' },
  { url: 'quizlet.com/spelling-week-12', title: 'Spelling Week 12' },
  { url: 'www.musictheory.net/lessons', title: 'Lessons' },
  { url: 'code.org/learn', title: 'Learn Computer Science' },
  { url: 'www.gutenberg.org/ebooks/children', title: 'Children’s Books' },
  { url: 'phet.colorado.edu/sims/forces', title: 'Forces and Motion' },
  { url: 'www.coolmathgames.com/puzzles', title: 'Puzzle Games' },
  { url: 'www.typing.com/student/lessons', title: 'Typing Lessons' },
  { url: 'www.duolingo.com/learn', title: 'Spanish Lesson' },
  { url: 'www.weather.gov/forecast', title: 'Forecast' },
  { url: 'www.lego.com/en-us/themes', title: 'LEGO Themes' },
]

/** Chat contacts and channel names shown in simulated chat apps. */
export const chatNames: readonly string[] = [
  'Emma',
  'Lucas',
  'Zoe',
  'Grandma',
  'Mom',
  'Dad',
  'Science group',
  'Soccer team',
  'Olivia',
  'Ben',
  'class-5b',
  'Sam',
]

/** Document titles for simulated editors. */
export const documentTitles: readonly string[] = [
  'The Water Cycle',
  'Book Report: Hatchet',
  'Ring of Fire',
  'My Summer at Grandma’s Farm',
  'Ancient Egypt Project',
  'Science Fair Notes',
  'Why Bees Matter',
  'Persuasive Essay Draft',
]

/** File names for simulated code editors. */
export const codeFiles: readonly string[] = ['maze.py', 'game.js', 'main.swift', 'index.html', 'robot.py', 'style.css']
