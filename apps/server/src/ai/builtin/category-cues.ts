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
      'tenure', 'certified', 'qualified', 'walked down the aisle',
      'kindergarten', 'first day of school', 'empty nest', 'sober', 'first flat', 'bought a house', 'bought a flat', 'new baby',
      'debt-free', 'paid off', 'came out', 'sweet sixteen',
    'homeowner', 'first-time buyer', 'completed on', 'exchanged contracts', 'moved house', 'moving house', 'got hitched', 'tied the knot', 'eloped', 'had a baby', 'had their baby', 'started school', 'started university', 'started uni', 'results day', 'bought their first', 'bought her first', 'bought his first', 'emigrated', 'became a grandma', 'became a grandad', 'became a granddad', 'became a grandparent', 'became grandparents', 'sobriety', 'learned to drive', 'learnt to drive', 'passed her test', 'passed his test', 'first grandchild', 'hung up his', 'hung up her', 'first day at school', 'started secondary school', 'started primary school', 'started nursery', 'started big school'],
    2: ['new house', 'new home', 'licence', 'license', 'passed', 'turned 16', 'turned 18', 'turned 21', 'ceremony', 'mortgage', 'keys', 'moved into', 'big move', 'moved abroad', 'said yes', 'pension', 'stepped down', 'due date', 'a-levels', 'gcses', 'exam results', 'new chapter'],
    1: ['officially', 'finally', 'years of', 'big day', 'proud', 'baby', 'last day', 'ring', 'final day', 'exams', 'after years'],
  },
  Celebration: {
    3: [
      'birthday party', 'surprise party', 'anniversary', 'celebrate', 'celebrated', 'celebration', 'christmas', 'thanksgiving',
      "new year's", 'new year', 'new years', 'hanukkah', 'diwali', 'eid', 'easter', 'halloween', 'passover', 'ramadan',
      "valentine's", 'valentine', "mother's day", "father's day", 'fourth of july', 'independence day', 'lunar new year',
      'party', 'toast', 'toasted', 'happy birthday', 'bachelorette', 'bachelor party', 'hen do', 'stag do', 'baby shower',
      'bridal shower', 'housewarming', 'festival', 'prom', 'gala', 'bash', 'birthday dinner', 'quinceañera', 'block party',
      'egg hunt', 'piñata', 'pinata', 'raised a glass', 'gender reveal', 'first birthday', 'dinner party', 'birthday drinks',
    'bday', 'shindig', 'knees-up', 'leaving do', 'hogmanay', 'bonfire night', 'guy fawkes', 'burns night', 'boxing day', 'xmas', 'mardi gras', 'trick or treat', 'trick-or-treating', 'party bags', 'st patrick', 'hen party', 'stag party', 'street party', 'garden party', 'wedding anniversary', 'retirement do', 'retirement party', 'retirement drinks', 'retirement lunch', 'wedding reception'],
    2: ['wedding', 'christening', 'baptism', 'baptized', 'baptised', 'birthday', 'champagne', 'cake', 'balloons', 'fireworks', 'holiday', 'holidays', 'countdown', 'reception', 'karaoke', '21st', '30th', '40th', '50th', '60th', '70th', '80th', '90th', 'turned', 'festive', 'decorations', 'feast', 'carnival', 'jubilee', 'bouncy castle', 'bunting', 'streamers', 'rsvp', 'fancy dress', 'disco', 'ceilidh', 'sparklers', 'advent', 'nativity', 'pumpkin carving', 'midsummer', 'throw a party'],
    1: ['candles', 'cheers', 'dance', 'danced', 'guests', 'speech', 'confetti', 'get-together', 'band', 'slideshow', 'surprise', 'decorated', 'hosted', 'hosting', 'invites', 'invitations', 'themed', 'costume', 'crackers', 'banner'],
  },
  Travel: {
    3: [
      'trip', 'road trip', 'day trip', 'flight', 'fly', 'flew', 'vacation', 'travel', 'traveled', 'travelled', 'abroad',
      'overseas', 'airport', 'passport', 'cruise', 'backpacking', 'honeymoon', 'getaway', 'sightseeing', 'camping', 'safari',
      'itinerary', 'hostel', 'airbnb', 'jet lag', 'boarding', 'night train', 'by train', 'train ride', 'weekend away', 'tourist',
      'holiday in', 'road-trip', 'coach trip', 'city break',
    'glamping', 'interrail', 'island-hopping', 'island hopping', 'gap year', 'jetlag', 'jet-lagged', 'on holiday', 'summer holiday', 'package holiday', 'went away', 'long weekend away', 'hitchhiking', 'trekking', 'boat trip', 'holidaying', 'vacationing', 'ski trip', 'took us round', 'showed us round', 'showed us around'],
    2: ['visit', 'visited', 'hotel', 'beach', 'resort', 'tour', 'hike', 'hiking', 'national park', 'tent', 'cabin', 'luggage', 'layover', 'ferry', 'landed', 'explore', 'explored', 'souvenir', 'countryside', 'stayed at', 'stayed in', 'villa', 'campsite', 'caravan', 'suitcase', 'packing', 'customs', 'train to', 'train:Noun', 'plane', 'camp', 'campervan', 'motorhome', 'rv', 'visa', 'departures', 'ruins', 'landmark', 'landmarks', 'scenery', 'sightsee', 'postcard', 'guided tour', 'fortnight away', 'cathedral', 'castle', 'the alps', 'the coast', 'seaside', 'mountain', 'road-tripping'],
    1: ['city', 'drive', 'drove', 'museum', 'museums', 'mountains', 'island', 'coast', 'highway', 'lake', 'weekend', 'trail', 'view', 'sea', 'road', 'fortnight', 'views', 'miles', 'wander', 'wandered', 'lakes', 'village', 'the sea', 'countries'],
  },
  Work: {
    3: [
      'job', 'promote', 'promoted', 'promotion', 'laid off', 'layoffs', 'fired', 'hired', 'interview', 'colleague', 'colleagues',
      'coworker', 'co-worker', 'boss', 'manager', 'office', 'career', 'resume', 'salary', 'team lead', 'presentation', 'work',
      'startup', 'client', 'clients', 'deadline', 'internship', 'intern', 'pitch', 'performance review', 'annual review',
      'resigned', 'quit her job', 'quit his job', 'freelance', 'overtime', 'workplace', 'business trip', 'paycheck', 'contract',
      'handed in his notice', 'handed in her notice', 'notice:Noun', 'on-call', 'on call', 'night shift', 'night shifts', 'appraisal',
      'pay rise', 'redundant', 'redundancy', 'job hunting', 'job offer', 'offer letter', 'new role', 'flexible working', 'byline', 'first week at', 'first day at work', 'keynote', 'saturday job', 'panel interview', 'probation', 'sick leave', 'cfo', 'cto', 'self-employed', 'workload', 'payslip', 'pay cut', 'stakeholder', 'stakeholders', 'co-founder', 'cofounder', 'funding round', 'nine to five', 'start-up', 'graduate scheme', 'job interview', 'the office', 'cv'],
    2: ['project', 'meeting', 'board', 'company', 'shift', 'quarter', 'report', 'applying', 'coding', 'raise', 'conference', 'payroll', 'review', 'commute', 'side hustle', 'team meeting', 'onboarding', 'employer', 'warehouse', 'factory', 'retail', 'customers', 'sales', 'standup', 'sprint', 'bonus', 'rota', 'wfh', 'hr', 'workshop', 'department', 'dept', 'staff', 'deploy', 'spreadsheet', 'slides', 'candidate', 'candidates', 'shortlist', 'shortlisted', 'linkedin', 'investor', 'investors', 'audit', 'recruiter', 'trainee', 'lecture', 'headteacher', 'patients', 'customer'],
    1: ['team', 'lead', 'business', 'email', 'laptop', 'desk', 'hours', 'director', 'product', 'release', 'role', 'position', 'application', 'targets', 'union', 'strike', 'portfolio'],
  },
  Health: {
    3: [
      'surgery', 'operation', 'hospital', 'doctor', 'sick', 'illness', 'medication', 'therapist', 'therapy', 'anxiety',
      'depression', 'migraine', 'migraines', 'injury', 'injured', 'physio', 'physiotherapy', 'physical therapy', 'rehab',
      'diagnosis', 'diagnosed', 'cancer', 'chemo', 'tumor', 'tumour', 'biopsy', 'blood pressure', 'blood test', 'pneumonia',
      'covid', 'flu', 'surgeon', 'recovery', 'recovering', 'cast:Noun', 'crutches', 'stitches', 'broke her', 'broke his', 'broke my',
      'tore her', 'tore his', 'tore my', 'torn', 'ligament', 'acl', 'fracture', 'fractured', 'concussion', 'sprained',
      'mental health', 'checkup', 'dentist', 'wisdom teeth', 'root canal', 'teeth out', 'emergency room', 'ambulance', 'icu', 'admitted', 'fever', 'infection', 'stroke',
      'heart attack', 'panic attack', 'cataract', 'mri', 'x-ray', 'scan', 'prescription', 'antibiotics', 'hearing aid',
      'counselling', 'counseling', 'diabetes', 'asthma', 'arthritis', 'dementia', 'chronic', 'antidepressant', 'antidepressants',
      'inhaler', 'insulin', 'gp', 'physician', 'psychiatrist', 'cardiologist', 'a&e', 'urgent care', 'had a fall', 'fainted',
      'food poisoning', 'stomach bug', 'hip replacement', 'knee replacement', 'radiation', 'mammogram', 'miscarriage', 'ivf',
      'allergic reaction', 'sling', 'bandage', 'long covid', 'off sick', 'remission', 'cancer-free', 'poorly', 'unwell', 'under the weather', 'bed rest', 'on the mend', 'quit smoking', 'sprain', 'sore throat', 'measles', 'mumps', 'tonsillitis', 'op', 'check up', 'hospitalised', 'hospitalized', 'a and e', 'nhs', 'slipped disc', 'back has gone', 'put his back out', 'put her back out', 'put their back out'],
    2: ['pain', 'knee', 'wrist', 'ankle', 'hip', 'back pain', 'healing', 'healed', 'health', 'insomnia', 'cough', 'diet', 'clinic', 'nurse', 'meds', 'wheelchair', 'hearing', 'eyesight', 'vaccine', 'symptoms', 'headache', 'burnout', 'allergy', 'cholesterol', 'pills', 'appointment', 'specialist', 'bruised', 'bruise', 'dizzy', 'nausea', 'braces', 'weight loss', 'fertility', 'off work', 'check-up', 'eye test', 'blood sugar', 'bypass', 'virus', 'sore', 'temperature', 'stress', 'fitness', 'exercise', 'smoking', 'struggling with', 'dr', 'pharmacy', 'ward', 'recovered', 'crutch', 'wheezing', 'vomiting', 'throwing up', 'blood', 'heart condition', 'grief'],
    1: ['tired', 'rest', 'sleep', 'sleeping', 'weight', 'walks', 'glasses', 'exhausted', 'results', 'fell', 'heart', 'bug', 'throat', 'scar', 'pressure', 'cold', 'steps', 'stressed'],
  },
  Family: {
    3: ['family', 'reunion', 'babysat', 'babysit', 'babysitting', 'grandkids', 'grandchildren', 'in-laws', 'family dinner', 'family tree', 'family photos', 'stepdad', 'stepmom', 'parenting', 'school run', 'family recipe', 'half-brother', 'half-sister', 'stepson', 'stepdaughter', 'stepmum', 'godson', 'goddaughter', 'godmother', 'godfather', 'family holiday', 'generations', 'made up', 'speaking again', 'moving in with us', 'moved in with us', 'move in with us', 'had it out'],
    2: [
      'parents', 'grandparents', 'sister', 'brother', 'kids', 'children', 'cousins', 'cousin', 'aunt', 'uncle', 'nephew', 'niece',
      'twins', 'grandma', 'grandpa', 'son', 'daughter', 'siblings', 'toddler', 'childhood', 'school reports', 'report card', 'heirloom',
      'nan', 'nana', 'granny', 'grandson', 'granddaughter', 'relatives', 'tantrum', 'homework', 'nappy', 'diaper', 'potty', 'playground',
    'granddad', 'grandad', 'grandmother', 'grandfather', 'grandparent', 'aunty', 'auntie', 'brothers', 'sisters', 'bath time', 'nappies', 'pram', 'pushchair', 'buggy', 'cot', 'parents evening', 'childminder', 'the kids', 'the boys', 'the girls', 'mother-in-law', 'father-in-law', 'sister-in-law', 'brother-in-law', 'baby sister', 'big brother', 'big sister', 'little brother', 'little sister'],
    1: ['mom', 'dad', 'mum', 'home', 'photo albums', 'growing up', 'taught', 'school', 'bedtime', 'nursery', 'attic', 'husband', 'wife', 'baby', 'babies', 'household', 'little ones', 'look after', 'looked after', 'sleepover', 'hubby', 'bro', 'sis', 'kid', 'grown up', 'grew up'],
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
    'netball', 'rugby', 'cricket', 'badminton', 'five-a-side', 'five a side', 'sailing', 'skateboarding', 'skating', 'darts', 'snooker', 'bowling', 'archery', 'lacrosse', 'softball', 'pickleball', 'padel', 'frisbee', 'crossfit', 'spin class', 'zumba', 'veg patch', 'vegetable patch', 'dungeons and dragons', 'd&d', 'tabletop', 'model railway', 'ukulele', 'saxophone', 'trumpet', 'flute', 'clarinet', 'orchestra', 'am-dram', 'angling', 'stargazing', 'astronomy', 'pub quiz', 'escape room', 'munro', 'munros', 'restoring', 'telescope', 'kayaking', 'canoeing', 'paddleboarding', 'rowing', 'swim', 'swam', 'jog', 'jogged', 'embroidery', 'cross-stitch', 'calligraphy', 'origami', 'sculpture', 'ceramics', 'wordle', 'sudoku'],
    2: ['training', 'class', 'practice', 'practise', 'match', 'game', 'play', 'played', 'league', 'gym', 'race', 'planting', 'lesson', 'lessons', 'tournament', 'studio', 'band', 'bass', 'garden', 'prize', 'competition', 'contest', 'county fair', 'exhibition', 'art', 'crafts', 'sketch', 'quiz', 'trivia', 'gig', 'canvas', 'workout', 'scored', 'theatre', 'greenhouse', 'seedlings', 'squash', 'fencing', 'singing', 'sings', 'amateur', 'musical', 'poem', 'poems', 'collects', 'collecting', 'goal', 'goals', 'medal', 'trophy', 'cup final', 'bingo', 'poker', 'diy', 'upcycling', 'rehearsing', 'club'],
    1: ['team', 'run', 'ran', 'plant', 'plants', 'pattern', 'craft', 'won', 'concert', 'gallery', 'fair', 'kick', 'course', 'lego', 'vinyl', 'stamps', 'novel', 'podcast', 'harvest', 'scored a'],
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
    'ipa', 'ipas', 'sommelier', 'michelin', 'foodie', 'fish and chips', 'chippy', 'deliveroo', 'omelette', 'omelet', 'porridge', 'mezze', 'bao', 'katsu', 'bibimbap', 'kimchi', 'udon', 'pad thai', 'tikka', 'korma', 'fondue', 'crepes', 'churros', 'eat out', 'ate out', 'eating out', 'dining', 'dined', 'supper', 'cheeseboard', 'charcuterie', 'home-cooked', 'café', 'patisserie', 'deli', 'brasserie', 'trattoria', 'pizzeria', 'steakhouse', 'gastropub', 'noodle', 'roast dinner', 'eggs benedict', 'full english', 'afternoon tea', 'flat white', 'mocha', 'mulled wine', 'gin and tonic', 'bottle of wine', 'glass of wine', 'ragu', 'ragù', 'tofu', 'oat milk', 'tamale', 'tamales', 'jollof', 'mole', 'dal', 'dhal', 'pierogi', 'empanadas'],
    2: ['ate', 'eat', 'food', 'meal', 'delicious', 'spicy', 'ordered', 'soup', 'bar', 'bakery', 'chef', 'kitchen', 'tasted', 'latte', 'espresso', 'cappuccino', 'cortado', 'barbecue', 'salad', 'bread', 'cheese', 'seafood', 'oysters', 'snacks', 'grilled', 'juice', 'cider', 'gin', 'sake', 'ale', 'lager', 'stout', 'rum', 'vodka', 'tequila', 'bourbon', 'flavour', 'flavor', 'tasty', 'yummy', 'homemade', 'home-made', 'grill', 'salmon', 'beef', 'bacon', 'sausage', 'sausages', 'gravy', 'avocado', 'eggs', 'sweets', 'candy', 'oven', 'fried', 'starter', 'mains', 'vegan', 'vegetarian', 'brew'],
    1: ['taste', 'drink', 'drinks', 'hungry', 'grocery', 'groceries', 'snack', 'pork', 'chicken', 'market', 'table', 'pub', 'plate', 'ingredients', 'onions', 'garlic', 'vinegar', 'feta', 'reservation', 'supermarket', 'sample', 'lamb', 'bottle', 'glass', 'cup of'],
  },
  Conversation: {
    3: [
      'talk', 'talked', 'phone call', 'chat', 'chatted', 'conversation', 'advice', 'vent', 'vented', 'heart to heart',
      'discuss', 'discussed', 'confided', 'confessed', 'opened up', 'told me about', 'deep talk', 'long talk', 'catch up',
      'caught up', 'catch-up', 'facetime', 'video call', 'rang me', 'called me', 'phoned me', 'on the phone', 'my opinion',
      'asked for advice', 'ranted', 'long chat', 'talked about', 'told me that', 'reassured',
    'natter', 'nattered', 'put the world to rights', 'skype', 'advised', 'advise', 'reminisced', 'reminiscing', 'told me all about', 'spoke to me', 'speak to', 'spoke about', 'talking about', 'chatting about', 'asked my advice', 'poured her heart out', 'poured his heart out', 'deep and meaningful'],
    2: ['call', 'called', 'told me', 'asked me', 'said', 'stories', 'explained', 'argued', 'argument', 'debate', 'text', 'texted', 'late into the night', 'gossip', 'voice note', 'rang', 'phoned', 'opinion', 'messaged', 'whatsapp', 'zoom', 'disagreed', 'comforted', 'apologised', 'apologized', 'rant', 'phone', 'spoke', 'speak', 'listened to her', 'listened to him', 'told her to', 'told him to', 'asked me whether', 'asked me if', 'debated', 'messages', 'voicemail', 'facetimed', 'chats', 'talks'],
    1: ['told', 'asked', 'mentioned', 'listened', 'cried', 'agreed', 'remembers', 'letter', 'shared', 'about whether', 'about how', 'words', 'listen', 'joked', 'laughed about'],
  },
  Gift: {
    3: [
      'gift', 'present:Noun', 'presents:Noun', 'secret santa', 'white elephant', 'wish list', 'wishlist', 'gave him', 'gave her', 'gave me',
      'got him', 'got her', 'got me', 'bought her', 'bought him', 'bought me', 'surprised me with', 'engraved', 'gift card', 'stocking',
      'care package', 'hamper', 'sent me', 'stocking stuffer', 'made me a', 'made her a', 'made him a', 'gifted', 'birthday present', 'christmas present', 'stocking filler', 'wrapping paper', 'for my birthday', 'for my christmas', 'dropping hints', 'got them', 'bought them', 'gave them', 'sent her', 'sent him', 'ordered her', 'ordered him', 'to say thank you', 'as a thank you', 'as a thank-you', 'leaving present', 'gift ideas', 'gift idea',
      'posted me', 'posted us', 'posted the kids', 'left me a', 'left us a', 'on my doorstep', 'on our doorstep', 'mentioned wanting', 'hand-knitted', 'hand-painted'],
    2: ['gave', 'on my desk', 'left a jar', 'for her birthday', 'for his birthday', 'for christmas', 'wrapped', 'unwrapped', 'would love a', 'would love some', 'voucher', 'eyeing', 'parcel', 'hinting', 'hinted', 'wrapping', 'for our anniversary', 'for their anniversary', "for mother's day", "for father's day", "for valentine's"],
    1: ['got', 'bought', 'loved the', 'size', 'framed', 'tickets', 'flowers', 'bouquet', 'card', 'treat', 'delivered', 'thank-you', 'thank you card', 'order'],
  },
};

/**
 * Parts of words that put a whole word family in a category: "surg" for surgery, surgeon and
 * surgical; a leading "-" marks an ending ("-itis" for tonsillitis, "-pox" for chickenpox). Read
 * only for words no cue above names, and only words of five letters or more.
 */
export const CATEGORY_WORD_PARTS: Readonly<Partial<Record<Exclude<MemoryCategory, 'General'>, Readonly<Partial<Record<1 | 2 | 3, readonly string[]>>>>>> = {
  Health: {
    3: [
      'hospital', 'surg', 'therap', 'diagnos', 'medicat', 'medicin', 'physio', 'chemo', 'vaccin', 'injur', 'illness', 'infect', 'fractur',
      'sprain', 'concuss', 'oncolog', 'cardiolog', 'dermatolog', 'neurolog', 'psychiatr', 'paramedic', 'antibiot', 'arthrit', 'diabet',
      'cancer', 'tumour', 'tumor', 'migrain', 'asthma', 'allerg', 'inflam', 'nause', 'vomit', 'symptom', 'prescri', 'pharmac', 'clinic',
      'wellbeing', 'fitness', '-itis', '-pox', '-ectomy', '-oscopy', '-algia', 'insomn', 'depress', 'anxious', 'rehab',
    ],
  },
  Milestone: { 3: ['graduat', 'retire', 'engagement', 'citizensh', 'naturali', 'newborn', 'pregnan'] },
  Celebration: { 3: ['celebrat', 'anniversar', 'birthday', 'festiv', 'housewarm'] },
  Travel: { 3: ['travel', 'backpack', 'sightsee', 'holidaymak', 'hitchhik', 'vacation', 'honeymoon'], 2: ['airline', 'airport', 'touris'] },
  Work: { 3: ['employ', 'unemploy', 'freelanc', 'resign', 'redundan', 'apprentic', 'recruit', 'headhunt', 'promot', 'intern', 'colleag', 'cowork'] },
  Family: { 2: ['grandchil', 'grandkid', 'grandson', 'granddaught', 'grandpar', 'toddler', 'parenth', 'sibling'] },
  Hobby: { 3: ['bould', 'knitt', 'crochet', 'embroider', 'sculpt', 'calligraph', 'kayak', 'canoe', 'paddleboard', 'skateboard', 'snowboard', 'gardening'] },
  'Food & Drink': { 3: ['restaur', 'recipe', 'cuisine', 'delicious', 'brewer', 'winer', 'vineyard', 'cocktail', 'espresso', 'cappucc', 'barbecu', 'bakeri', 'pastr'] },
  Conversation: { 3: ['convers', 'reminisc', 'confid', 'advic', 'gossip'] },
  Gift: { 3: ['gifted', 'giftin'] },
};

/** Phrases that look like cues and are none ("flights of stairs", "said hi"): they count for nothing. */
export const NEUTRAL_PHRASES: readonly string[] = [
  'flight of stairs', 'flights of stairs', 'training wheels', 'said hi', 'say hi', 'said hello', 'said goodbye', 'first time',
  'at first', 'first thing', 'for the first time', 'on the first try', 'party pooper', 'work out', 'worked out', 'works out',
  'working on', 'worked on', 'work on', 'phone number', 'new number', 'flip phone', 'new phone', 'old phone',
];

/** "gave her a lift" is no present: these objects make giving a figure of speech. */
export const NOT_GIVEN = new Set(['lift', 'ride', 'hand', 'hug', 'call', 'chance', 'break', 'advice', 'hint', 'look', 'kiss', 'plaque', 'heads', 'shout', 'idea', 'speech', 'toast', 'tour']);
