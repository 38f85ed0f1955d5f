// Memories written the way people write about those they love, each labelled by hand with the key
// dates a person would keep from it. Labels follow the documented rules (past tense lies in the
// past; an annual date without a year is its next occurrence unless told in the past tense), not
// the detector's output: cases it gets wrong stay in, so the measure stays honest.

/** A labelled date: 'YYYY-MM-DD' as seen from LABELLED_REFERENCE, and whether it comes back yearly. */
export interface LabelledDate {
  date: string;
  annual: boolean;
}

export interface LabelledMemory {
  text: string;
  dates: readonly LabelledDate[];
}

/** Wednesday 11 June 2025, 1 pm in Chicago: what "today", "yesterday" and "last Saturday" mean below. */
export const LABELLED_REFERENCE = { now: new Date('2025-06-11T18:00:00Z'), timeZone: 'America/Chicago' } as const;

const once = (date: string): LabelledDate => ({ date, annual: false });
const yearly = (date: string): LabelledDate => ({ date, annual: true });

const WITH_DATES: readonly LabelledMemory[] = [
  { text: "Sarah's birthday is March 3rd. She loves lilies and hates surprise parties, so keep it low key.", dates: [yearly('2026-03-03')] },
  { text: "Mom's surgery is on July 8th at St. Mary's. Dad will drive her and I'm bringing the lasagna over the night before.", dates: [once('2025-07-08')] },
  { text: "we met on 4/12/2015 at Jake's party. he spilled punch on my shoes and apologized for like an hour lol", dates: [once('2015-04-12')] },
  { text: 'Grandpa passed away on Nov 2, 2019. We still make his chili every Sunday in November.', dates: [yearly('2019-11-02')] },
  { text: "Lily's birthday party is next Saturday at the trampoline park, she's turning 7!! need to buy a gift under $30", dates: [once('2025-06-21')] },
  { text: 'Yesterday Emma lost her first tooth! She was so proud, put it under her pillow and the tooth fairy left $5 (inflation is real).', dates: [once('2025-06-10')] },
  { text: "Our wedding anniversary is June 12, 2010. Booked dinner at Luigi's for 7:30 tomorrow, 15 years!!", dates: [yearly('2010-06-12'), once('2025-06-12')] },
  { text: "Dad's birthday - oct 2. he wants the new Bose headphones ($299 ugh). maybe go halves with Tom", dates: [yearly('2025-10-02')] },
  { text: "Jake starts kindergarten on August 20th!! can't believe my baby is 5", dates: [once('2025-08-20')] },
  { text: 'Took Nana to the botanical garden 3 days ago. She remembered every flower name, even the Latin ones. 92 and sharp as a tack.', dates: [once('2025-06-08')] },
  { text: 'Anna and Ben got engaged on February 14, 2023, on the beach in Maui. He hid the ring in a coconut. A COCONUT.', dates: [once('2023-02-14')] },
  { text: "Reminder: Tom's MRI is scheduled for June 24 at 9:15am, he has to fast after midnight", dates: [once('2025-06-24')] },
  { text: 'She graduated from nursing school on May 17, 2019 and I have never been prouder. Top 10 of 250 students!', dates: [once('2019-05-17')] },
  { text: "lunch w/ priya last tuesday, she's pregnant!!! due date is december 5th", dates: [once('2025-06-10'), once('2025-12-05')] },
  { text: "Alex's bday: 9/23. Loves: sushi, bouldering, sci-fi books (esp. Le Guin). Hates: cilantro.", dates: [yearly('2025-09-23')] },
  { text: 'Maya and I went to the Taylor Swift concert on Aug 9, 2024. 3.5 hours, 45 songs, zero regrets.', dates: [once('2024-08-09')] },
  { text: "Mark's 40th birthday is coming up on September 14 - surprise party at the lake house the night before, tell NO ONE", dates: [yearly('2025-09-14')] },
  { text: "in two weeks we fly to Denver to see Aunt Carol. she's 78 now and her hip replacement went well", dates: [once('2025-06-25')] },
  { text: 'Our first date was at that tiny ramen place on Oct 15 2016, he ordered the spiciest one and cried', dates: [once('2016-10-15')] },
  { text: 'Baby Noah was born 3/2/2024 at 4:12am, 7lbs 6oz, 20 inches of perfect.', dates: [yearly('2024-03-02')] },
  { text: "Last night Ellie said 'I love you' for the first time without being prompted. I cried in the car after.", dates: [once('2025-06-10')] },
  { text: 'Today is one year since we adopted Buddy from the shelter 🐶 gotcha day!! He got a pup cup and 2 new toys.', dates: [yearly('2025-06-11')] },
  { text: "Sam's recital: Friday June 20, 6pm, school auditorium. Tickets $8.", dates: [once('2025-06-20')] },
  { text: 'Went to see Grandma Rose at Sunny Acres on Sunday. She beat me at gin rummy 3 times in a row and gloated about it.', dates: [once('2025-06-08')] },
  { text: 'Chloe turned 16 on May 30! We got her driving lessons, the first one is next Tuesday.', dates: [yearly('2025-05-30'), once('2025-06-17')] },
  { text: 'Their anniversary is 8/8 (easy to remember). married 12 years this year', dates: [yearly('2025-08-08')] },
  { text: 'Moved Dad into the new apartment on 5/31. 3 flights of stairs, 40 boxes, one broken lamp.', dates: [once('2025-05-31')] },
  { text: "Hannah's wedding is October 4th, 2025 in Asheville. I'm a bridesmaid!! Dress fitting on July 12.", dates: [once('2025-10-04'), once('2025-07-12')] },
  { text: "Ethan broke his arm at soccer practice 2 weeks ago. Cast comes off in 10 days, he's counting down.", dates: [once('2025-05-28'), once('2025-06-21')] },
  { text: "ok so for future me: Jess's birthday = Jan 19, fav cake is lemon, allergic to walnuts, size M", dates: [yearly('2026-01-19')] },
  { text: "Her mom died on March 9th when she was 12. It's always a hard week for her, so check in.", dates: [yearly('2025-03-09')] },
  { text: "We got married on 06/18/2016 in my parents' backyard. It rained and nobody cared.", dates: [yearly('2016-06-18')] },
  { text: 'Coffee w/ Dana tomorrow at 10, she just got the job at Pixar!!', dates: [once('2025-06-12')] },
  { text: "Mike's retirement party is Friday 7/25 at the VFW hall, 6-9pm. Bring a card for the group gift ($20 each).", dates: [once('2025-07-25')] },
  { text: 'Pregnancy confirmed today!!! Due around Feb 20 next year. Only told Mom so far.', dates: [once('2025-06-11'), once('2026-02-20')] },
  {
    text:
      "ok writing this down before I forget because it was such a good weekend. Saturday we drove up to Grandma June's for her 85th birthday party " +
      "(her actual birthday is June 3 but everyone could make it this weekend). There were like 40 people?? Uncle Pete brought his famous ribs, " +
      '12 racks, and Aunt Linda made the 3-layer coconut cake. Grandma wore the blue dress she wore to my wedding in 2012. She gave a little speech, ' +
      "said she's lived through 15 presidents and 2 pandemics and the best part was all of us. Then the kids (8 of them, ages 2 to 14) put on a " +
      "'play' which was mostly screaming. Cornhole tournament: team Pete 21-15, rematch 21-19, Pete is insufferable now. Things to remember: she " +
      "wants the photo album digitized, she's having cataract surgery on July 15 at 8am, and she asked for more visits - maybe every other Sunday? " +
      'Her phone number changed to 555-0199. Also!! cousin Mara is getting married May 2, 2026 in Savannah, the save the date is on her fridge.',
    dates: [once('2025-06-07'), yearly('2026-06-03'), once('2025-07-15'), once('2026-05-02')],
  },
  { text: "Kayla's dance recital was on May 24th. She did a solo (!!) and didn't miss a single step. Grandma flew in from Phoenix for it.", dates: [once('2025-05-24')] },
  { text: "Remember: Uncle Joe's 70th is on 11/30. Aunt Meg wants everyone to send a video message before then.", dates: [yearly('2025-11-30')] },
  { text: "Liam's first day of middle school is August 13. He's nervous about lockers. Bought him the backpack he wanted ($45, the gray one).", dates: [once('2025-08-13')] },
  { text: "Tuesday was rough. Mom's test results came back and the doctor wants to do a biopsy on June 19.", dates: [once('2025-06-10'), once('2025-06-19')] },
  { text: "Dinner with the Garcias on Friday the 13th of June - Luis is making paella, we're bringing wine and the good cheese.", dates: [once('2025-06-13')] },
  { text: "Ava's name day is on July 26, Grandma always made honey cake for it", dates: [yearly('2025-07-26')] },
  { text: 'Flight to Lisbon on 09/12/2025!!! 10 days, just the two of us, first real vacation since the kids were born', dates: [once('2025-09-12')] },
  { text: "dad's colonoscopy got moved to 7/2, he's pretending not to be nervous", dates: [once('2025-07-02')] },
  { text: "The kids and I planted the memory garden for Grandpa on Saturday. Owen picked the tomatoes because 'Grandpa liked them best'.", dates: [once('2025-06-07')] },
  { text: "Zoe's piano exam is Thursday at 3:30. She's practiced Für Elise like 400 times, we all know it by heart now", dates: [once('2025-06-12')] },
  { text: "Nov 22 2021 - the day Leo said his first word (it was 'dog'). Writing it down so I never forget.", dates: [once('2021-11-22')] },
  { text: 'brothers bday is 12/28, hes turning 35 and wants to do an escape room thing. budget ~$40 pp', dates: [yearly('2025-12-28')] },
  { text: "Mom and Dad's 40th anniversary is August 2nd!!! Planning a dinner for 30 people at the Italian place, $45 a head.", dates: [yearly('2025-08-02')] },
  { text: "Olivia started chemo on April 28. Round 3 of 6 is on June 30. She's tougher than all of us.", dates: [once('2025-04-28'), once('2025-06-30')] },
  { text: "The day after tomorrow is Max's graduation from the police academy!! Need to iron my good shirt.", dates: [once('2025-06-13')] },
  { text: 'Went blueberry picking with Ruby 5 days ago, she ate more than she picked (obviously). 4 lbs for $12.', dates: [once('2025-06-06')] },
  { text: "Saw Kevin at the hardware store on Monday, first time since his divorce. He looked good, said he's running again, 20 miles a week.", dates: [once('2025-06-09')] },
  { text: "Nana's 90th birthday party is on Saturday, June 28 at the church hall. I'm in charge of the slideshow (need photos from 1950s-now).", dates: [once('2025-06-28')] },
  { text: "Rosie and I have been best friends since 3rd grade. Her wedding is next June 7th and I'm the maid of honor!!", dates: [once('2026-06-07')] },
  { text: 'Aug 5th: Lucas got his braces off!!! Took him for corn on the cob and popcorn to celebrate', dates: [once('2024-08-05')] },
  { text: 'ran into my old teacher Mrs. Patel at the farmers market this morning, she remembered my essay about my dog from 1998!', dates: [once('2025-06-11')] },
  { text: "Our son Jack was born on the 4th of July, 2018 - fireworks every birthday, he thinks they're for him.", dates: [yearly('2018-07-04')] },
  { text: "Caleb has his driving test on 6/27 at 8am. If he passes he gets grandpa's old truck (a '98 Ford with 210k miles).", dates: [once('2025-06-27')] },
  { text: "Hospice called at 3am. Dad passed away peacefully on June 2nd, 2025, holding Mom's hand. He was 81.", dates: [yearly('2025-06-02')] },
  { text: "Book club at Jen's on Thursday, June 26. We're reading Lessons in Chemistry. I'm bringing the lemon bars.", dates: [once('2025-06-26')] },
  { text: "Found the letter Grandma wrote me on my 10th birthday, dated September 3, 1999. She wrote 'always be brave'.", dates: [yearly('1999-09-03')] },
  { text: "first anniversary of Mom's passing is July 19. Want to do a small thing at the lake where we scattered her ashes.", dates: [yearly('2025-07-19')] },
  {
    text: [
      'Things about Priya (so I stop forgetting lol):',
      '- bday: 4/17 (she hates a fuss, just cake)',
      '- kids: Arjun (6) and Meera (3)',
      '- allergic to shellfish!!',
      '- works at the hospital, nights mostly, 3 on / 4 off',
      '- coffee: oat flat white, 2 sugars',
      "- her mum's visiting from Pune from July 3 to July 24",
      '- wedding anniversary: November 8th',
      '- fav show: Great British Bake Off, season 7 is the best one apparently',
      '- owes me $20 from the concert lol',
    ].join('\n'),
    dates: [yearly('2026-04-17'), once('2025-07-03'), yearly('2025-11-08')],
  },
  {
    text:
      'Long update on Dad because I want to remember all of it. He had the heart attack on January 14, 2025, right after shoveling the driveway ' +
      '(of course). Stent put in the same night, the cardiologist said 90% blockage. He was in the hospital 6 days and came home grumpy and 12 ' +
      'pounds lighter. Cardiac rehab is 3x a week, 45 minutes, and his resting heart rate went from 88 to 64 which he tells everyone about. He ' +
      'quit smoking after 40 years!!! His next echo is on July 22 and if it looks good he is allowed to golf again. Mom has been a saint, she ' +
      'makes him the low sodium stuff (under 1500mg) and he complains but eats every bite. For his birthday (he will be 68 on August 30) we are ' +
      "getting him the fancy putter he's been eyeing, $189 at the pro shop. Note to self: call him every Sunday at 6, he pretends he doesn't " +
      "care but he does. He said yesterday that the scare 'reset his priorities' and honestly mine too.",
    dates: [once('2025-01-14'), once('2025-07-22'), yearly('2025-08-30'), once('2025-06-10')],
  },
  {
    text:
      'Beach trip recap!! We got to Gulf Shores on Saturday May 31 and stayed til Thursday. The kids were in the water from 8am to sundown ' +
      'every single day. Noah (4) finally put his face in the water, Mia (9) learned to boogie board, and Pete got the worst sunburn of his ' +
      'life on day 2 (SPF 50 my foot). We ate at the same seafood shack 3 times, the shrimp basket was $14.99 and worth every penny. Rained ' +
      "on Tuesday so we did the aquarium, 2 hours in line but the kids loved the otters. Best moment: Mia's 9th birthday was June 3, and the " +
      "waiters sang to her and brought out a giant brownie with a candle. She said it was 'the best birthday of her whole life', which, she's " +
      '9, but still. Drove home in 9 hours with 4 bathroom stops. Next year we want to try the Outer Banks, maybe the week of July 4th.',
    dates: [once('2025-05-31'), once('2025-06-05'), yearly('2025-06-03')],
  },
  { text: 'Valentine\'s dinner at Bistro 22 on 2/14 was perfect, he remembered the song from our first dance', dates: [once('2025-02-14')] },
  { text: "Isla took her first steps on Sunday!!! 3 whole steps toward the dog, not me, but I'll allow it", dates: [once('2025-06-08')] },
  { text: "Mom's check-up with Dr. Lee is on the 23rd of June at 11:15, fasting from 9pm the night before", dates: [once('2025-06-23')] },
  { text: 'lol dad just texted me a thumbs up for the first time ever. 6/11/2025, a historic day', dates: [once('2025-06-11')] },
  { text: 'her graduaton party is on june 21st, rsvp to her mom by friday', dates: [once('2025-06-21'), once('2025-06-13')] },
  { text: 'Febuary 3rd is Grandpas birthday dont forget to call him, he turns 88', dates: [yearly('2026-02-03')] },
  { text: "Tyler's soccer banquet is on June 19 at 6:30. He's getting the most improved player award!!", dates: [once('2025-06-19')] },
  { text: "My sister-in-law Becca's birthday is 2/11, she turns 41. Loves candles, hates clutter.", dates: [yearly('2026-02-11')] },
  { text: 'We buried Grandma on December 28, 2022. It snowed, which she would have loved.', dates: [once('2022-12-28')] },
  { text: 'Called Mom on Friday and she sounded tired. Her knee replacement is set for July 30.', dates: [once('2025-06-06'), once('2025-07-30')] },
  { text: 'He proposed on 9/14/2019 at the top of the lighthouse, 219 steps, I was so out of breath I could barely say yes', dates: [once('2019-09-14')] },
  { text: 'Owen (6) asked why the sky is blue 14 times today. I looked it up, still not sure I get it.', dates: [once('2025-06-11')] },
  { text: "Ruthie's adoption was finalized on March 22, 2021 - we call it her Family Day and do pancakes every year", dates: [yearly('2021-03-22')] },
  { text: "dinner at mom and dads sunday, she's making pot roast. bring the 2 pies", dates: [once('2025-06-15')] },
  { text: "Ana's quinceañera is on August 9th!! Need to RSVP for 4 and find a dress under $100", dates: [once('2025-08-09')] },
  { text: 'Jordan started his new job at the bank on Monday. First week done, he says the commute is 35 min each way.', dates: [once('2025-06-09')] },
  { text: "Kids' last day of school was June 5th, summer camp starts June 16. 11 days of chaos in between.", dates: [once('2025-06-05'), once('2025-06-16')] },
  { text: "Grandpa would've been 90 on April 4. We lit a candle and ate his favorite, lemon meringue pie.", dates: [yearly('2025-04-04')] },
];

// Traps without a date: prices, ages, times, scores, counts, versions, bare years, fractions.
const WITHOUT_DATES: readonly LabelledMemory[] = [
  "Sarah turned 30 in 2019 and still acts like she's 12. We paid $25 each for the escape room and got out with 3 minutes to spare.",
  "Jake's team won 3-1 on a penalty in the last minute!! he scored the second goal. 5 kids on the team have the flu so it was 9 vs 11 for a while",
  "Dad finally updated his phone to iOS 17.2 and now can't find the camera app. Spent an hour on FaceTime walking him through it.",
  "mom's favorite things: tulips (yellow), earl grey w/ 2 sugars, crosswords (she does the NYT one in pen), murder mysteries, her 3 cats",
  'At 7pm every night Grandpa calls to ask if I have eaten. Every. Night. Love that man.',
  'Lily is 7 and obsessed with sharks. She knows 40 species. Her favorite is the goblin shark, which she can draw from memory.',
  "Tom's coffee order: large oat latte, 2 pumps vanilla, extra hot. $6.45 and worth every penny to see him smile at 6:30am",
  'We rated the new Thai place 9/10, split the bill 50/50 and ate 3/4 of the mango sticky rice before Emma even sat down.',
  "Ben's been sober 2 years now. Proud doesn't begin to cover it. He says the first 90 days were the hardest.",
  'my sister is 5\'4", wears a size 8 shoe, and has worn the same 2 pairs of converse since 2015 lol',
  "Back in 2008 we drove across the country in a '96 Civic with 200k miles on it. 14 states, 1 flat tire, zero air conditioning.",
  "Noah's reading level jumped 2 grades this year. He reads 30 min every night, usually Dog Man or anything with dinosaurs.",
  "Priya works 9-5 at the hospital but does 12 hour shifts on weekends. Don't call before noon on Sundays, she's asleep.",
  "Uncle Ray's chili recipe: 2 lbs beef, 3 cans beans, 1 tbsp cumin, 1 to 1/2 cup brown sugar (his secret), simmer 4 hours.",
  "Grandma's phone is 555-0142, her room number at Sunny Acres is 214, visiting hours 10-4.",
  "Emma's laptop is running Windows 11 version 23H2, her phone is on Android 14.1.2 and the printer is an HP 4155e.",
  'We used to go to the lake every summer when the kids were little. Those were the best years. Hard to believe Max is 25.',
  'Marcus ran his first 5k in 28:14!! placed 3rd in his age group (40-44). so proud of him',
  'Mom has been feeling down lately. She misses Dad, especially on Sunday mornings when they used to do the crossword together.',
  "Things to remember about Ava: gluten free, loves horses, her best friend is Kenzie, she's scared of thunderstorms, bedtime is 8:30.",
  "Jim's blood pressure was 142/90 at his last checkup, the doctor wants it under 130/80. Cut his salt to 1500 mg a day.",
  "Dave's been at the same company for 20 years, started as an intern. He's got 3 kids, 2 dogs, and 1 very patient wife.",
  'Ellie got 98% on her spelling test and 4/5 on the bonus questions. We celebrated with ice cream, 2 scoops each.',
  "the twins are 18 months now and say about 20 words between them. Leo says 'ba' for ball, bath, and banana",
  'She plays the cello, grade 6, and practices 45 minutes a day. Her teacher says she could audition for the youth orchestra in a couple of years.',
  "Leo's jersey number is 23, he wears size 10 cleats, and the team is 12-2 this season. Game days are always Saturdays at 9.",
  'I think the best trip we ever took was Yellowstone in 2016. Old Faithful went off right on time, 90 minutes apart.',
  "Aunt Linda is 64 and just ran a half marathon in 2:31. She's training for the full one in October.",
  "Mia's swim time dropped to 1:02.5 in the 100 free, she's 11 and ranked 4th in the state.",
  'The kids get $5 a week allowance. Sam saved $120 since 2023 and bought a Switch, model HEG-001, for his 10th.',
].map((text) => ({ text, dates: [] }));

/** The labelled set: at least 80 memories, a quarter of them without any date. */
export const LABELLED_MEMORIES: readonly LabelledMemory[] = [...WITH_DATES, ...WITHOUT_DATES];
