import type { MemoryCategory } from '@kindred/core/ai';

// Memories written the way people note things about a friend, a parent, a partner or a colleague,
// each labelled by hand with the one category a reader would file it under. Every label was
// written before the engine read its memory, and follows these rules, not the engine's output:
// - Milestone: a once-in-a-life turning point (degree, engagement, first home, birth, retirement, driving test).
// - Celebration: a party, an anniversary or a holiday being celebrated.
// - Travel: a trip away from home (flights, road trips, camping or hiking trips somewhere).
// - Work: jobs, colleagues, promotions, interviews, lay-offs.
// - Health: illness, injuries, treatment, mental health, doctors.
// - Family: family life and gatherings that are none of the above.
// - Hobby: a sport, craft, game or pastime being practised.
// - Food & Drink: cooking, eating out, coffee, wine.
// - Conversation: what was talked about is the point.
// - Gift: giving, receiving or wishing for a present.
// - General: none of these.

export interface LabelledCategory {
  text: string;
  kindredName: string;
  relationship: string;
  category: MemoryCategory;
}

const memory = (category: MemoryCategory, kindredName: string, relationship: string, text: string): LabelledCategory => ({
  text,
  kindredName,
  relationship,
  category,
});

/** At least six memories per category, wording as varied as real notes. */
export const LABELLED_CATEGORIES: readonly LabelledCategory[] = [
  memory('Milestone', 'Priya', 'Friend', 'Priya defended her PhD thesis today!! Four years of work and the committee passed her with no corrections. She cried, I cried.'),
  memory('Milestone', 'Dad', 'Family', 'Dad officially retired from the fire department after 32 years. They gave him a plaque and he pretended not to be emotional.'),
  memory('Milestone', 'Jess', 'Friend', 'Jess and Tom got engaged on the beach in Tulum! She called me at 6am screaming.'),
  memory('Milestone', 'Eli', 'Brother', 'my little brother passed his driving test on the first try. he immediately drove to get us milkshakes'),
  memory('Milestone', 'Lena', 'Friend', 'Lena and Marco closed on their first house today , a tiny blue cottage with a huge backyard for the dog.'),
  memory('Milestone', 'Anna', 'Sister', 'Baby Noah was born at 3:12am, 7 lbs 4 oz. Aunt life begins! Anna is exhausted but doing great.'),
  memory('Milestone', 'Kevin', 'Brother', 'Kevin graduated from nursing school this morning, first in our family to get a degree.'),

  memory('Celebration', 'Rachel', 'Friend', 'Threw a surprise 40th birthday party for Rachel at the bowling alley. She had no idea, her face when she walked in was priceless.'),
  memory('Celebration', 'Chris', 'Partner', 'Celebrated our 10th wedding anniversary with a little dinner at home, candles and the playlist from our wedding.'),
  memory('Celebration', 'Carol', 'Aunt', "Christmas at Aunt Carol's, 23 people, a ridiculous white elephant exchange and Uncle Jim's terrible carols."),
  memory('Celebration', 'Ben', 'Friend', "New Year's Eve with Ben and the gang on the rooftop, we counted down and he finally kissed Sofia lol"),
  memory('Celebration', 'Mia', 'Niece', "Mia's graduation party in the backyard - balloons everywhere and her grandpa gave a toast."),
  memory('Celebration', 'Omar', 'Friend', "We toasted Omar's 30th with champagne at his favourite bar and sang happy birthday very badly."),

  memory('Travel', 'Dani', 'Partner', 'Road trip down the Pacific Coast Highway with Dani, stopped at every taco stand between SF and LA.'),
  memory('Travel', 'Maya', 'Friend', 'Went hiking in Yosemite with Maya last weekend. She carried the tent the whole way and we saw a black bear near the lake.'),
  memory('Travel', 'Mom', 'Mother', 'Mom and I flew to Lisbon for five days. She loved the trams and the custard tarts and wants to go back for her birthday.'),
  memory('Travel', 'Chris', 'Friend', 'Visited Chris in Denver, he showed me around the city and we drove up to Red Rocks.'),
  memory('Travel', 'Kenji', 'Friend', 'Our flight to Tokyo got delayed 9 hours but Kenji made it fun, we played cards at the gate.'),
  memory('Travel', 'Sophie', 'Cousin', 'spent a long weekend camping at the lake with my cousin Sophie, no phone signal at all'),

  memory('Work', 'Sam', 'Colleague', 'Sam got promoted to team lead today, so proud of him. He has been carrying that project for months.'),
  memory('Work', 'Alicia', 'Colleague', 'Alicia had her big presentation to the board and nailed it. Her manager said it was the best pitch this quarter.'),
  memory('Work', 'Derek', 'Friend', "Derek got laid off from the warehouse on Friday. He's updating his resume and applying everywhere."),
  memory('Work', 'Nina', 'Cousin', 'Nina started her new job at the hospital lab, first day nerves but her coworkers seem lovely.'),
  memory('Work', 'Raj', 'Colleague', 'my colleague Raj stayed late to help me finish the quarterly report, owe him big time'),
  memory('Work', 'Liz', 'Friend', "Liz has her interview at Google next week and is nervous about the coding round. Did a mock interview with her tonight."),

  memory('Health', 'Mom', 'Mother', "Mom's knee surgery went well. The surgeon says six weeks of physio before she can garden again."),
  memory('Health', 'Jake', 'Friend', 'Jake has been dealing with really bad migraines, the doctor switched his medication.'),
  memory('Health', 'Grandpa', 'Grandfather', 'Grandpa was admitted to hospital with pneumonia. Visiting him tomorrow with soup.'),
  memory('Health', 'Tara', 'Friend', "Tara told me she's been seeing a therapist for her anxiety and it's really helping."),
  memory('Health', 'Dad', 'Father', 'Dad finally got his blood pressure under control, he cut out salt and walks every evening.'),
  memory('Health', 'Ellie', 'Niece', 'Ellie broke her wrist falling off her bike. Cast for six weeks, she picked a purple one.'),

  memory('Family', 'Mom', 'Mother', "Sunday lunch at my parents' with my sister and her kids, the twins fought over the last roll."),
  memory('Family', 'Dad', 'Father', 'Dad taught Lily how to ride a bike without training wheels in the park.'),
  memory('Family', 'Mom', 'Mother', "Helped Mom sort through Grandma's old photo albums, she told me stories about growing up on the farm."),
  memory('Family', 'Ruth', 'Aunt', "Family reunion in Ohio - met cousins I hadn't seen since I was ten. Aunt Ruth organised matching t-shirts."),
  memory('Family', 'Ana', 'Wife', 'Picked up the kids from school with Ana and we all built a blanket fort in the living room.'),
  memory('Family', 'Paul', 'Brother', 'Mom and Dad babysat the grandkids all weekend so Paul and Jen could finally rest.'),

  memory('Hobby', 'Ollie', 'Friend', 'Ollie finished his first marathon in 4:12! Months of training paid off.'),
  memory('Hobby', 'Zoe', 'Sister', "Went to Zoe's pottery class, she made a wonky bowl and was so proud of it."),
  memory('Hobby', 'Marcus', 'Friend', "Marcus beat me at chess again, he's been studying openings every night."),
  memory('Hobby', 'Leah', 'Friend', "Saw Leah's band play at the Blue Room, she's gotten so good on the bass."),
  memory('Hobby', 'Grandpa', 'Grandfather', "Spent the afternoon in Grandpa's garden planting tomatoes and basil, he knows every plant by name."),
  memory('Hobby', 'Harper', 'Daughter', 'Harper has been knitting scarves for everyone for winter, she showed me the pattern.'),
  memory('Hobby', 'Dev', 'Friend', 'Played pickup basketball with Dev and his friends, my legs are destroyed.'),

  memory('Food & Drink', 'Kai', 'Friend', 'Tried the new ramen place on 5th with Kai, he ordered the spiciest bowl and regretted it.'),
  memory('Food & Drink', 'Mom', 'Mother', 'Mom finally taught me her lasagna recipe. The secret is nutmeg in the bechamel.'),
  memory('Food & Drink', 'Grace', 'Friend', "Coffee with Grace at Blue Bottle, she's obsessed with oat milk cortados now."),
  memory('Food & Drink', 'Lucas', 'Friend', 'Lucas cooked a full Thai dinner for us, green curry from scratch, the best I have had.'),
  memory('Food & Drink', 'Beth', 'Friend', 'Wine tasting in the Hudson Valley with Beth, she bought a case of the riesling.'),
  memory('Food & Drink', 'Nora', 'Friend', 'baked sourdough with Nora for the first time, the loaf came out flat but tasted amazing'),

  memory('Conversation', 'Dad', 'Father', "Long phone call with Dad about whether he should sell the house. He's torn, I told him to take his time."),
  memory('Conversation', 'Sarah', 'Friend', 'Talked with Sarah late into the night about faith, her divorce and what she wants next.'),
  memory('Conversation', 'Ben', 'Friend', 'Ben gave me the best advice about asking for a raise: bring numbers, not feelings.'),
  memory('Conversation', 'Mom', 'Mother', 'Mom and I had a heart to heart about how she felt when I moved away. We both cried.'),
  memory('Conversation', 'Mr. Patel', 'Neighbour', 'Chatted with Mr. Patel over the fence about his years in the navy, he has so many stories.'),
  memory('Conversation', 'Ana', 'Friend', 'Ana called to vent about her landlord, we talked for two hours.'),

  memory('Gift', 'Emma', 'Friend', "Got Emma a vintage Polaroid camera for her birthday and she hasn't stopped taking pictures."),
  memory('Gift', 'Dad', 'Father', 'Dad loved the engraved pocket knife I gave him, he carries it everywhere.'),
  memory('Gift', 'Leo', 'Friend', "Leo mentioned he'd love a new pair of hiking boots, size 11, something waterproof."),
  memory('Gift', 'Claire', 'Friend', 'Claire surprised me with a hand-knitted sweater, it must have taken her weeks.'),
  memory('Gift', 'Grandma', 'Grandmother', 'Bought Grandma a digital photo frame and loaded it with pictures of the grandkids.'),
  memory('Gift', 'Tim', 'Colleague', "Drew Tim's name for Secret Santa. He's into board games so I got him Wingspan."),

  memory('General', 'Tom', 'Friend', 'Ran into Tom at the grocery store, he looks well.'),
  memory('General', 'Kate', 'Friend', 'Helped Kate move her couch up three flights of stairs.'),
  memory('General', 'Nick', 'Friend', 'Nick finally got a dog, a scruffy terrier mix named Biscuit.'),
  memory('General', 'Jordan', 'Friend', 'Saw Jordan at the library, we said hi.'),
  memory('General', 'Amy', 'Friend', "Amy's car broke down again so I gave her a lift."),
  memory('General', 'Lucy', 'Friend', 'Lucy dyed her hair bright red, it really suits her.'),

  // A first held-out round, measured once (0.64) before the cue lists were widened by topic; part of the set since.
  memory('Milestone', 'Jonas', 'Son', 'Jonas took his first steps today in the kitchen, straight into the dog.'),
  memory('Milestone', 'Ivy', 'Friend', 'Ivy became a US citizen this morning! The oath ceremony made everyone tear up.'),
  memory('Celebration', 'Pete', 'Brother', "Pete's 50th was a barbecue in his garden with a live band and way too much cake."),
  memory('Celebration', 'Mom', 'Mother', 'Thanksgiving at Mom\'s, she cooked for 14 and refused all help as usual.'),
  memory('Travel', 'Rosa', 'Friend', 'Rosa and I took the night train to Vienna and spent three days in museums and cafes.'),
  memory('Travel', 'Uncle Bill', 'Uncle', "Drove up to Uncle Bill's cabin in Maine for the weekend, saw a moose on the road."),
  memory('Work', 'Hannah', 'Colleague', 'Hannah is leaving the company next month for a job at a startup in Berlin.'),
  memory('Work', 'Marco', 'Friend', 'Marco finally got the raise he asked for after his annual review.'),
  memory('Health', 'Grandma', 'Grandmother', 'Grandma had her cataract operation, she can read without glasses now.'),
  memory('Health', 'Liam', 'Friend', 'Liam tore his ACL playing soccer, looking at months of rehab.'),
  memory('Family', 'Sofia', 'Sister', 'Sofia and her husband are moving back to town so the kids can be near their grandparents.'),
  memory('Family', 'Dad', 'Father', 'Dad and I cleared out the attic and found all our old school reports.'),
  memory('Hobby', 'Theo', 'Friend', 'Theo took me bouldering for the first time, my forearms are dead.'),
  memory('Hobby', 'Aunt May', 'Aunt', 'Aunt May won second prize for her watercolours at the county fair.'),
  memory('Food & Drink', 'Jun', 'Friend', 'Jun made dumplings from scratch for the whole team, pork and chive.'),
  memory('Food & Drink', 'Gabe', 'Friend', 'Gabe and I tried every pastry at the new bakery on Elm street.'),
  memory('Conversation', 'Nadia', 'Friend', 'Nadia opened up to me about feeling lost since her dad died.'),
  memory('Conversation', 'Grandpa', 'Grandfather', 'Grandpa explained how he met Grandma at a dance in 1961, he still remembers her dress.'),
  memory('Gift', 'Kim', 'Partner', 'Kim gave me a framed map of the city where we met, I nearly cried.'),
  memory('Gift', 'Ravi', 'Friend', 'Ravi has been eyeing a record player for months, would make a great birthday present.'),
  memory('General', 'Ollie', 'Friend', 'Ollie changed his number, new one saved.'),
  memory('General', 'Mia', 'Friend', 'Mia is repainting her apartment green.'),

  // A second held-out round, measured once (0.45) before the setting rule and wider cue lists; part of the set since.
  memory('Milestone', 'Chloe', 'Daughter', 'Chloe got her acceptance letter from Edinburgh!! She screamed so loud the neighbours came over.'),
  memory('Milestone', 'Ben', 'Brother', 'Ben and Priti bought their first flat, tiny but it has a balcony.'),
  memory('Milestone', 'Grandpa', 'Grandfather', 'grandpa hung up his apron after 40 years running the bakery. last day was today'),
  memory('Celebration', 'Ana', 'Friend', "Ana's surprise party went perfectly, she had no clue until everyone jumped out."),
  memory('Celebration', 'Mom', 'Mother', 'Easter brunch at Mom and Dad\'s, egg hunt for the little ones in the garden.'),
  memory('Celebration', 'Tom', 'Friend', "Tom's 40th at the pub, his mates made a slideshow of his worst haircuts."),
  memory('Travel', 'Lucy', 'Sister', 'Lucy and I spent a week in Crete, swam every morning and ate way too much feta.'),
  memory('Travel', 'Max', 'Friend', 'Max picked me up from the airport at 2am after my flight from Seoul landed. legend.'),
  memory('Travel', 'Dad', 'Father', 'Took Dad to Scotland to see where his grandparents lived, he was quiet the whole drive.'),
  memory('Work', 'Olivia', 'Colleague', 'Olivia led the client workshop today and the client signed on the spot.'),
  memory('Work', 'Sean', 'Friend', 'Sean handed in his notice, he is done with the night shifts at the depot.'),
  memory('Work', 'Ada', 'Colleague', 'Ada covered my on-call week while I was moving house, owe her one.'),
  memory('Health', 'Dad', 'Father', 'Dad had a fall in the garden, bruised his hip, the GP says nothing is broken.'),
  memory('Health', 'Jess', 'Friend', 'Jess started a new antidepressant and is finally sleeping through the night.'),
  memory('Health', 'Omar', 'Friend', "Omar's been off work with long covid for three months now."),
  memory('Family', 'Mum', 'Mother', "Mum and her sisters went through Nan's recipe box and cried over the handwriting."),
  memory('Family', 'Eli', 'Son', 'Eli asked where babies come from at the dinner table, grandma nearly choked.'),
  memory('Family', 'Rita', 'Sister', 'Rita is hosting everyone for the cousins weekend, 11 kids under one roof.'),
  memory('Hobby', 'Sam', 'Friend', 'Sam finally finished the 1000 piece jigsaw he started in January.'),
  memory('Hobby', 'Nora', 'Friend', 'Nora got her first tattoo design accepted into the art show at the library.'),
  memory('Hobby', 'Jake', 'Friend', 'Jake and I went bouldering after work, he sent the purple problem finally.'),
  memory('Food & Drink', 'Mia', 'Friend', 'Mia and I did a pub quiz and shared a giant plate of nachos, we came last.'),
  memory('Food & Drink', 'Pops', 'Grandfather', 'Pops showed me how he makes his pickled onions, vinegar everywhere.'),
  memory('Conversation', 'Leah', 'Friend', 'Leah rang me crying about her breakup, we stayed on the phone till 1am.'),
  memory('Conversation', 'Dad', 'Father', 'Dad and I argued about politics again at dinner, agreed to drop it.'),
  memory('Conversation', 'Grace', 'Friend', 'Grace asked my opinion on whether to move to Leeds for her boyfriend.'),
  memory('Gift', 'Aunt Jo', 'Aunt', 'Aunt Jo sent me a parcel with homemade jam and a scarf she knitted.'),
  memory('Gift', 'Kai', 'Partner', 'Got Kai concert tickets for our anniversary, he does not know yet.'),
  memory('General', 'Ryan', 'Friend', 'Ryan lent me his ladder.'),
  memory('General', 'Bea', 'Friend', 'Bea moved to the flat above the launderette on King Street.'),
  memory('General', 'Carl', 'Neighbour', 'Carl waved from his porch this morning.'),
];
