import type { MemoryCategory } from '@kindred/core/ai';

/**
 * Words (dictionary forms) and phrases that point to a category, by strength: 3 names the category
 * on its own ("surgery", "promoted"), 2 is a strong hint, 1 a weak one that needs company.
 */
export const CATEGORY_CUES: Readonly<Record<Exclude<MemoryCategory, 'General'>, Readonly<Record<1 | 2 | 3, readonly string[]>>>> = {
  Milestone: {
    3: [
      'graduate', 'graduation', 'graduated', 'phd', 'thesis', 'dissertation', 'diploma', 'degree', 'engaged', 'engagement',
      'propose', 'proposal', 'married', 'marry', 'born', 'pregnant', 'pregnancy', 'expecting', 'gave birth', 'newborn', 'retire',
      'retired', 'retirement', 'driving test', 'driver license', "driver's license", 'first house', 'first home',
      'first apartment', 'first car', 'first job', 'closed on', 'moved in together', 'moved out', 'first steps', 'first word',
      'first tooth', 'citizen', 'citizenship', 'naturalized', 'naturalised', 'oath', 'adopted', 'adoption', 'bar exam',
      'passed the bar', 'got into', 'acceptance letter', 'accepted into', 'milestone', 'bar mitzvah', 'bat mitzvah',
      'christening', 'baptism', 'baptized', 'baptised', 'tenure', 'certified', 'qualified', 'walked down the aisle',
      'kindergarten', 'first day of school', 'empty nest', 'sober', 'first flat', 'bought a house', 'bought a flat', 'new baby',
      'debt-free', 'paid off', 'came out', 'sweet sixteen',
    ],
    2: ['wedding', 'new house', 'new home', 'licence', 'license', 'passed', 'turned 16', 'turned 18', 'turned 21', 'ceremony', 'mortgage', 'keys', 'moved into', 'big move', 'moved abroad'],
    1: ['officially', 'finally', 'years of', 'big day', 'proud', 'baby', 'last day'],
  },
  Celebration: {
    3: [
      'birthday party', 'surprise party', 'anniversary', 'celebrate', 'celebrated', 'celebration', 'christmas', 'thanksgiving',
      "new year's", 'new year', 'new years', 'hanukkah', 'diwali', 'eid', 'easter', 'halloween', 'passover', 'ramadan',
      "valentine's", 'valentine', "mother's day", "father's day", 'fourth of july', 'independence day', 'lunar new year',
      'party', 'toast', 'toasted', 'happy birthday', 'bachelorette', 'bachelor party', 'hen do', 'stag do', 'baby shower',
      'bridal shower', 'housewarming', 'festival', 'prom', 'gala', 'bash', 'birthday dinner', 'quinceañera', 'block party',
      'egg hunt', 'piñata', 'pinata', 'raised a glass', 'gender reveal', 'first birthday', 'dinner party', 'birthday drinks',
    ],
    2: ['birthday', 'champagne', 'cake', 'balloons', 'fireworks', 'holiday', 'holidays', 'countdown', 'reception', 'karaoke', '21st', '30th', '40th', '50th', '60th', '70th', '80th', '90th', 'turned', 'festive', 'decorations', 'feast'],
    1: ['candles', 'cheers', 'dance', 'danced', 'guests', 'speech', 'confetti', 'get-together', 'band', 'slideshow', 'surprise', 'decorated', 'hosted', 'hosting'],
  },
  Travel: {
    3: [
      'trip', 'road trip', 'day trip', 'flight', 'fly', 'flew', 'vacation', 'travel', 'traveled', 'travelled', 'abroad',
      'overseas', 'airport', 'passport', 'cruise', 'backpacking', 'honeymoon', 'getaway', 'sightseeing', 'camping', 'safari',
      'itinerary', 'hostel', 'airbnb', 'jet lag', 'boarding', 'night train', 'by train', 'train ride', 'weekend away', 'tourist',
      'holiday in', 'road-trip', 'coach trip', 'city break',
    ],
    2: ['visit', 'visited', 'hotel', 'beach', 'resort', 'tour', 'hike', 'hiking', 'national park', 'tent', 'cabin', 'luggage', 'layover', 'ferry', 'landed', 'explore', 'explored', 'souvenir', 'countryside', 'stayed at', 'stayed in', 'villa', 'campsite', 'caravan', 'suitcase', 'packing', 'customs', 'train to'],
    1: ['city', 'drive', 'drove', 'museum', 'museums', 'mountains', 'island', 'coast', 'highway', 'lake', 'weekend', 'trail', 'view', 'sea', 'road'],
  },
  Work: {
    3: [
      'job', 'promote', 'promoted', 'promotion', 'laid off', 'layoffs', 'fired', 'hired', 'interview', 'colleague', 'colleagues',
      'coworker', 'co-worker', 'boss', 'manager', 'office', 'career', 'resume', 'salary', 'team lead', 'presentation', 'work',
      'startup', 'client', 'clients', 'deadline', 'internship', 'intern', 'pitch', 'performance review', 'annual review',
      'resigned', 'quit her job', 'quit his job', 'freelance', 'overtime', 'workplace', 'business trip', 'paycheck', 'contract',
      'handed in his notice', 'handed in her notice', 'notice', 'on-call', 'on call', 'night shift', 'night shifts', 'appraisal',
      'pay rise', 'redundant', 'redundancy', 'job hunting', 'job offer', 'offer letter', 'new role', 'probation', 'sick leave',
    ],
    2: ['project', 'meeting', 'board', 'company', 'shift', 'quarter', 'report', 'applying', 'coding', 'raise', 'conference', 'payroll', 'review', 'commute', 'side hustle', 'team meeting', 'onboarding', 'employer', 'warehouse', 'factory', 'retail', 'customers', 'sales', 'standup', 'sprint', 'bonus', 'rota', 'wfh', 'hr', 'workshop'],
    1: ['team', 'lead', 'business', 'email', 'laptop', 'desk', 'hours'],
  },
  Health: {
    3: [
      'surgery', 'operation', 'hospital', 'doctor', 'sick', 'illness', 'medication', 'therapist', 'therapy', 'anxiety',
      'depression', 'migraine', 'migraines', 'injury', 'injured', 'physio', 'physiotherapy', 'physical therapy', 'rehab',
      'diagnosis', 'diagnosed', 'cancer', 'chemo', 'tumor', 'tumour', 'biopsy', 'blood pressure', 'blood test', 'pneumonia',
      'covid', 'flu', 'surgeon', 'recovery', 'recovering', 'cast', 'crutches', 'stitches', 'broke her', 'broke his', 'broke my',
      'tore her', 'tore his', 'tore my', 'torn', 'ligament', 'acl', 'fracture', 'fractured', 'concussion', 'sprained',
      'mental health', 'checkup', 'dentist', 'emergency room', 'ambulance', 'icu', 'admitted', 'fever', 'infection', 'stroke',
      'heart attack', 'panic attack', 'cataract', 'mri', 'x-ray', 'scan', 'prescription', 'antibiotics', 'hearing aid',
      'counselling', 'counseling', 'diabetes', 'asthma', 'arthritis', 'dementia', 'chronic', 'antidepressant', 'antidepressants',
      'inhaler', 'insulin', 'gp', 'physician', 'psychiatrist', 'cardiologist', 'a&e', 'urgent care', 'had a fall', 'fainted',
      'food poisoning', 'stomach bug', 'hip replacement', 'knee replacement', 'radiation', 'mammogram', 'miscarriage', 'ivf',
      'allergic reaction', 'sling', 'bandage', 'long covid', 'off sick',
    ],
    2: ['pain', 'knee', 'wrist', 'ankle', 'hip', 'back pain', 'healing', 'healed', 'health', 'insomnia', 'cough', 'diet', 'clinic', 'nurse', 'meds', 'wheelchair', 'hearing', 'eyesight', 'vaccine', 'symptoms', 'headache', 'burnout', 'allergy', 'cholesterol', 'pills', 'appointment', 'specialist', 'bruised', 'bruise', 'dizzy', 'nausea', 'braces', 'weight loss', 'fertility', 'off work', 'check-up', 'eye test', 'blood sugar'],
    1: ['tired', 'rest', 'sleep', 'sleeping', 'weight', 'walks', 'glasses', 'exhausted', 'results', 'fell', 'heart'],
  },
  Family: {
    3: ['family', 'reunion', 'babysat', 'babysit', 'babysitting', 'grandkids', 'grandchildren', 'in-laws', 'family dinner', 'family tree', 'family photos', 'stepdad', 'stepmom', 'parenting', 'school run', 'family recipe'],
    2: [
      'parents', 'grandparents', 'sister', 'brother', 'kids', 'children', 'cousins', 'cousin', 'aunt', 'uncle', 'nephew', 'niece',
      'twins', 'grandma', 'grandpa', 'son', 'daughter', 'siblings', 'toddler', 'childhood', 'school reports', 'report card', 'heirloom',
      'nan', 'nana', 'granny', 'grandson', 'granddaughter', 'relatives', 'tantrum', 'homework', 'nappy', 'diaper', 'potty', 'playground',
    ],
    1: ['mom', 'dad', 'mum', 'home', 'photo albums', 'growing up', 'taught', 'school', 'bedtime', 'nursery', 'attic', 'husband', 'wife', 'baby', 'babies', 'household', 'little ones'],
  },
  Hobby: {
    3: [
      'chess', 'pottery', 'knitting', 'knit', 'quilting', 'marathon', 'guitar', 'piano', 'drums', 'violin', 'cello',
      'gardening', 'fishing', 'basketball', 'soccer', 'football', 'tennis', 'golf', 'yoga', 'painting', 'woodworking',
      'climbing', 'bouldering', 'photography', 'surfing', 'skiing', 'snowboarding', 'choir', 'crochet', 'sewing', 'hobby',
      'board games', 'video games', 'volleyball', 'baseball', 'hockey', 'cycling', 'triathlon', '10k', '5k', 'half marathon',
      'watercolour', 'watercolor', 'sketching', 'judo', 'karate', 'martial arts', 'black belt', 'boxing', 'recital',
      'scrapbooking', 'birdwatching', 'puzzle', 'crossword', 'book club', 'jam session', 'art show', 'open mic', 'rehearsal',
      'audition', 'dance class', 'personal best', 'parkrun', 'drama club', 'sketchbook',
    ],
    2: ['training', 'class', 'practice', 'practise', 'match', 'game', 'play', 'played', 'league', 'gym', 'race', 'planting', 'lesson', 'lessons', 'tournament', 'studio', 'band', 'bass', 'garden', 'prize', 'competition', 'contest', 'county fair', 'exhibition', 'art', 'crafts', 'sketch', 'quiz', 'trivia', 'gig', 'canvas', 'workout', 'scored', 'theatre'],
    1: ['team', 'run', 'ran', 'plant', 'plants', 'pattern', 'craft', 'won', 'concert', 'gallery', 'fair'],
  },
  'Food & Drink': {
    3: [
      'restaurant', 'recipe', 'cook', 'cooked', 'cooking', 'bake', 'baked', 'baking', 'wine', 'coffee', 'brunch', 'ramen',
      'sushi', 'pizza', 'taco', 'tacos', 'curry', 'sourdough', 'lasagna', 'dinner', 'lunch', 'breakfast', 'cafe', 'tasting',
      'beer', 'cocktail', 'cocktails', 'bbq', 'dessert', 'menu', 'dish', 'tea', 'dumplings', 'dim sum', 'pastry', 'pastries',
      'croissant', 'bagel', 'burger', 'burgers', 'steak', 'pasta', 'noodles', 'pho', 'tapas', 'sandwich', 'pancakes', 'waffles',
      'ice cream', 'gelato', 'chocolate', 'cookies', 'cupcakes', 'donuts', 'pie', 'brewery', 'winery', 'vineyard', 'bistro',
      'diner', 'food truck', 'potluck', 'takeout', 'takeaway', 'whisky', 'whiskey', 'smoothie', 'stew', 'chili', 'roast',
      'farmers market', 'from scratch', 'nachos', 'fries', 'kebab', 'falafel', 'hummus', 'shawarma', 'biryani', 'naan', 'paella',
      'risotto', 'gnocchi', 'spaghetti', 'carbonara', 'lasagne', 'fried chicken', 'wings', 'brisket', 'hot dog', 'pint', 'pints',
      'martini', 'margarita', 'prosecco', 'matcha', 'bubble tea', 'hot chocolate', 'scones', 'muffins', 'brownies', 'cheesecake',
      'crumble', 'pudding', 'pickled', 'pickles', 'chutney', 'cookbook', 'cuisine', 'tasting menu', 'booked a table',
      'street food', 'buffet', 'sunday roast', 'fry-up', 'leftovers', 'picnic', 'pub lunch', 'jam',
    ],
    2: ['ate', 'eat', 'food', 'meal', 'delicious', 'spicy', 'ordered', 'soup', 'bar', 'bakery', 'chef', 'kitchen', 'tasted', 'latte', 'espresso', 'cappuccino', 'cortado', 'barbecue', 'salad', 'bread', 'cheese', 'seafood', 'oysters', 'snacks', 'grilled', 'juice', 'cider', 'gin', 'sake'],
    1: ['taste', 'drink', 'drinks', 'hungry', 'grocery', 'groceries', 'snack', 'pork', 'chicken', 'market', 'table', 'pub', 'plate', 'ingredients', 'onions', 'garlic', 'vinegar', 'feta', 'reservation', 'supermarket'],
  },
  Conversation: {
    3: [
      'talk', 'talked', 'phone call', 'chat', 'chatted', 'conversation', 'advice', 'vent', 'vented', 'heart to heart',
      'discuss', 'discussed', 'confided', 'confessed', 'opened up', 'told me about', 'deep talk', 'long talk', 'catch up',
      'caught up', 'catch-up', 'facetime', 'video call', 'rang me', 'called me', 'phoned me', 'on the phone', 'my opinion',
      'asked for advice', 'ranted', 'long chat', 'talked about', 'told me that', 'reassured',
    ],
    2: ['call', 'called', 'told me', 'asked me', 'said', 'stories', 'explained', 'argued', 'argument', 'debate', 'text', 'texted', 'late into the night', 'gossip', 'voice note', 'rang', 'phoned', 'opinion', 'messaged', 'whatsapp', 'zoom', 'disagreed', 'comforted', 'apologised', 'apologized', 'rant'],
    1: ['told', 'asked', 'mentioned', 'listened', 'cried', 'agreed', 'remembers', 'letter', 'shared'],
  },
  Gift: {
    3: [
      'gift', 'present', 'presents', 'secret santa', 'white elephant', 'wish list', 'wishlist', 'gave him', 'gave her', 'gave me',
      'got him', 'got her', 'got me', 'bought her', 'bought him', 'bought me', 'surprised me with', 'engraved', 'gift card', 'stocking',
      'care package', 'hamper', 'sent me', 'stocking stuffer',
    ],
    2: ['gave', 'for her birthday', 'for his birthday', 'for christmas', 'wrapped', 'unwrapped', 'would love a', 'would love some', 'voucher', 'eyeing', 'parcel'],
    1: ['got', 'bought', 'loved the', 'size', 'framed', 'tickets', 'flowers', 'bouquet', 'card', 'treat'],
  },
};

/** Phrases that look like cues and are none ("flights of stairs", "said hi"): they count for nothing. */
export const NEUTRAL_PHRASES: readonly string[] = [
  'flight of stairs', 'flights of stairs', 'training wheels', 'said hi', 'say hi', 'said hello', 'said goodbye', 'first time',
  'at first', 'first thing', 'for the first time', 'on the first try', 'party pooper', 'work out', 'worked out', 'works out',
];

/** "gave her a lift" is no present: these objects make giving a figure of speech. */
export const NOT_GIVEN = new Set(['lift', 'ride', 'hand', 'hug', 'call', 'chance', 'break', 'advice', 'hint', 'look', 'kiss', 'plaque', 'heads', 'shout', 'idea', 'speech', 'toast', 'tour']);
