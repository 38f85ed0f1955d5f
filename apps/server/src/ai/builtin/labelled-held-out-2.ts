import type { LabelledCategory } from './labelled-categories';

// A second blind set, written and labelled before the categoriser was read or changed and never
// edited afterwards: it measures how the engine does on wording it was not shaped on. Same label
// rules as the main sets; where a memory touches several topics the label is the one it is about.

const memory = (category: LabelledCategory['category'], kindredName: string, relationship: string, text: string): LabelledCategory => ({
  text,
  kindredName,
  relationship,
  category,
});

export const HELD_OUT_2_CATEGORIES: readonly LabelledCategory[] = [
  memory('Milestone', 'Priya', 'Friend', "Priya finally got the keys to her first flat today! Tiny kitchen but she doesn't care, she's a homeowner."),
  memory('Milestone', 'Tom', 'Brother', 'Tom graduated from Leeds with a 2:1 in civil engineering, Mum cried through the whole ceremony.'),
  memory('Milestone', 'Grandad', 'Grandfather', "Grandad retired after forty-two years on the railways. He says he's going to do absolutely nothing."),
  memory('Milestone', 'Maddie', 'Daughter', 'Maddie passed her driving test on the second try and immediately asked to borrow the car.'),
  memory('Celebration', 'Jess', 'Partner', 'Our tenth anniversary. Jess booked the same little Italian place where we had our first date.'),
  memory('Celebration', 'Carlos', 'Friend', 'Threw Carlos a surprise 40th at the pub, he walked in and actually swore in front of his mother-in-law.'),
  memory('Celebration', 'Auntie Jo', 'Aunt', "Spent New Year's Eve at Auntie Jo's, fireworks over the bay at midnight and everyone singing Auld Lang Syne."),
  memory('Celebration', 'Megan', 'Sister', "Did Thanksgiving at Megan's this year, her first time hosting. The turkey was a bit dry but nobody cared."),
  memory('Travel', 'Ben', 'Friend', 'Ben and I got the sleeper train up to Inverness and spent a week wandering around the Highlands.'),
  memory('Travel', 'Mom', 'Mother', "Mom's on a Mediterranean cruise with her book club, she keeps texting me pictures from Santorini."),
  memory('Travel', 'Ayesha', 'Colleague', "Ayesha's just back from a fortnight in Japan, she said Kyoto was the highlight, all the temples."),
  memory('Travel', 'Liam', 'Cousin', 'Liam and I camped by the lake in the Adirondacks for the long weekend, the mosquitoes were brutal.'),
  memory('Work', 'Hannah', 'Colleague', "Hannah presented the quarterly numbers to the board today. She'd been up half the night rehearsing and was shaking beforehand, but she absolutely nailed it and the CEO thanked her by name. Took her for a drink after."),
  memory('Work', 'Ravi', 'Friend', 'Ravi got made redundant on Friday, the whole department was cut with no warning.'),
  memory('Work', 'Dad', 'Father', 'Dad is helping me prep for my interview with the council next week, we ran through questions for an hour.'),
  memory('Work', 'Greg', 'Manager', 'Greg approved my request to work from home on Fridays. Small win.'),
  memory('Health', 'Nana', 'Grandmother', 'Nana had her hip replacement this morning, the surgeon said it went well.'),
  memory('Health', 'Chloe', 'Friend', 'Chloe has been struggling with her anxiety again and has started seeing a therapist.'),
  memory('Health', 'Marcus', 'Friend', 'Marcus has cut out sugar and goes running every morning since his doctor warned him about his blood pressure.'),
  memory('Health', 'Ella', 'Daughter', "ella's got chickenpox, spotty and miserable, off school all week"),
  memory('Family', 'Mum', 'Mother', "Sunday at Mum's with my brothers and all the grandkids, total chaos in the garden."),
  memory('Family', 'Zoe', 'Sister', "Zoe came over and helped me sort through Dad's old things in the loft, we found his school reports."),
  memory('Family', 'Oscar', 'Son', 'Oscar has become very protective of his baby brother, he checks on him every morning before school.'),
  memory('Hobby', 'Freya', 'Friend', 'Freya has got really into bouldering, she goes three nights a week and her hands are wrecked.'),
  memory('Hobby', 'Dan', 'Husband', 'Dan spent the whole weekend painting his Warhammer figures at the kitchen table.'),
  memory('Hobby', 'Uncle Pete', 'Uncle', 'Uncle Pete won the village allotment show with a marrow the size of a toddler.'),
  memory('Hobby', 'Isla', 'Friend', 'Isla and I went to a pottery class, my bowl collapsed but hers was actually lovely.'),
  memory('Food & Drink', 'Sam', 'Friend', 'Sam made a proper Thai green curry from scratch, way better than our usual takeaway.'),
  memory('Food & Drink', 'Grace', 'Friend', 'Grace and I finally tried the new brunch spot on Main Street, my favorite eggs benedict in years and worth the line.'),
  memory('Food & Drink', 'Josh', 'Brother', 'Josh took me on a craft brewery tour and we sampled about twelve IPAs.'),
  memory('Conversation', 'Aunt Linda', 'Aunt', 'Aunt Linda rang me for over an hour about her divorce, mostly I just listened.'),
  memory('Conversation', 'Mia', 'Friend', 'Mia and I talked for ages about whether I should go back to uni. She thinks I should go for it.'),
  memory('Conversation', 'Dad', 'Father', "Had a heart-to-heart with Dad over the phone about how he's coping since Mum died."),
  memory('Gift', 'Rosie', 'Girlfriend', "Got Rosie the vintage record player she's been eyeing for months, she squealed."),
  memory('Gift', 'Ahmed', 'Friend', 'Ahmed brought me back a box of baklava from Istanbul.'),
  memory('Gift', 'Lily', 'Niece', 'Lily wants a Lego treehouse for Christmas, need to order it before it sells out.'),
  memory('General', 'Jon', 'Neighbour', "Jon's dog got out again and I found it in our front garden eating the tulips."),
  memory('General', 'Kelly', 'Friend', 'Kelly dyed her hair bright pink, it really suits her.'),
  memory('General', 'Steve', 'Neighbour', 'Steve lent me his ladder so I could clear the gutters.'),
  memory('General', 'Amara', 'Friend', "Amara has finally sorted out her garage, she says it's like having a new room."),
];
