import { describe, expect, it } from 'vitest';
import { favouritesOf } from './favourites';
import { dailyTastesOf } from './daily-tastes';
import { hopesOf, troublesOf } from './hopes-and-troubles';
import { livelihoodsOf } from './livelihoods';
import { occupationsOf } from './occupations';
import { passionsOf } from './passions';
import { peopleAround } from './people-around';
import { personWords } from './person-words';
import { plansOf } from './plans';
import { projectsOf } from './projects';
import { tastesOf } from './tastes';
import { terseFacts } from './terse-facts';

const texts = (facts: readonly { text: string }[]) => facts.map((fact) => fact.text);

describe('peopleAround: who is around the person', () => {
  const dmitri = personWords('Dmitri Volkov', 'Neighbour');
  it('names partners, children and pets by what they are to the person', () => {
    expect(texts(peopleAround('His wife Olena is back in Kyiv. Their son Pavel is at uni in Leeds.', dmitri))).toEqual(['Wife Olena', 'Son Pavel']);
    expect(texts(peopleAround("Dmitri's rescue dog, Biscuit, hates the postman.", dmitri))).toEqual(['Dog Biscuit']);
    expect(texts(peopleAround('Olena, his wife, rang.', dmitri))).toEqual(['Wife Olena']);
    expect(texts(peopleAround('Wife Hannah. Two kids.', dmitri))).toEqual(['Wife Hannah']);
    expect(texts(peopleAround('Goes ice fishing every winter with his buddy Stan. His mother-in-law Vera is staying.', dmitri))).toEqual(['Buddy Stan', 'Mother-in-law Vera']);
    expect(texts(peopleAround("Dmitri and Olena's son Pavel started school.", dmitri))).toEqual(['Son Pavel', 'Partner Olena']);
    expect(texts(peopleAround('He adopted a rescue cat called Pickle. Mimi the cat hates her.', dmitri))).toEqual(['Cat Pickle', 'Cat Mimi']);
    expect(texts(peopleAround("He's got a mortgage and two kids, Lidya and Sami.", dmitri))).toEqual(['Child Lidya', 'Child Sami']);
    expect(texts(peopleAround('Took Pancho, his ridiculous greyhound, to the beach.', dmitri))).toEqual(['Greyhound Pancho']);
  });

  it('names a child told by their age, and no room or score', () => {
    expect(texts(peopleAround('They are expecting again! Already have Ayo (4). His two are Mele (8) and Tevita (age 5).', dmitri))).toEqual(['Child Ayo', 'Child Mele', 'Child Tevita']);
    expect(peopleAround('Ward 12 (4) was full; he went 3 (2) up in the final.', dmitri)).toEqual([]);
  });

  it('finds a partner by what the two share, in any case', () => {
    expect(texts(peopleAround('dmitri + olena are expecting in april', dmitri))).toEqual(['Partner Olena']);
    expect(texts(peopleAround("Dmitri and Olena's wedding anniversary is 3 May.", dmitri))).toEqual(['Partner Olena']);
    expect(texts(peopleAround('Dmitri and Priyanka lost the baby at 14 weeks.', dmitri))).toEqual(['Partner Priyanka']);
    expect(texts(peopleAround('dmitri n efua got ENGAGED last nite!!!', dmitri))).toEqual(['Partner Efua']);
    expect(texts(peopleAround('He and Mom (Linda) finally booked the Route 66 trip.', dmitri))).toEqual(['Partner Linda']);
    expect(texts(peopleAround('Dmitri and Pavel went fishing.', dmitri))).toEqual([]);
  });

  it('finds a fiancé, an ex, a new baby and family named without an owner, but not the writer\'s family', () => {
    expect(texts(peopleAround('💍 Tom proposed at Bondi on the weekend!', dmitri))).toEqual(['Fiancé Tom']);
    expect(texts(peopleAround('He got engaged to Sipho in Durban.', dmitri))).toEqual(['Fiancé Sipho']);
    expect(texts(peopleAround('• broke up w/ Jess (his call, he\'s fine)', dmitri))).toEqual(['Ex Jess']);
    expect(texts(peopleAround('Dmitri and Agnieszka had their 2nd baby, a little boy, Filip', dmitri))).toEqual(['Baby Filip', 'Partner Agnieszka']);
    expect(texts(peopleAround('Her and Arjun\'s anniversary is 14 Feb.', dmitri))).toEqual(['Partner Arjun']);
    expect(texts(peopleAround('Kids Ava + Max', dmitri))).toEqual(['Child Ava', 'Child Max']);
    expect(texts(peopleAround('The whole family came, even cousin Marco from Turin.', dmitri))).toEqual(['Cousin Marco']);
    expect(texts(peopleAround('He met my cousin Marco in May. My sister Ana came too. Dmitri and I saw uncle Friday.', dmitri))).toEqual([]);
    expect(texts(peopleAround('Her boyfriend Jari proposed and she said NOT YET.', dmitri))).toEqual(['Boyfriend Jari']);
  });

  it('finds a name in brackets after the role or before it, and a best mate named', () => {
    expect(texts(peopleAround("Aisha's mum (Shazia) rang.", personWords('Aisha Noor', 'Student')))).toEqual(['Mum Shazia']);
    expect(texts(peopleAround('Moose (his husky) stayed with Kayla. Pickle (the cat) never left.', dmitri))).toEqual(['Husky Moose', 'Cat Pickle']);
    expect(texts(peopleAround('Best mate is Omar, inseparable', dmitri))).toEqual(['Best mate Omar']);
  });

  it('finds family named with a capital, and someone close by what the two do together', () => {
    expect(texts(peopleAround("Sunday dominoes at Grandpa's, him and Uncle Errol slamming tiles.", dmitri))).toEqual(['Uncle Errol']);
    expect(texts(peopleAround('She and Gunnar are painting the nursery. Him and Jan moving into a unit.', dmitri))).toEqual(['Close to Gunnar', 'Close to Jan']);
    expect(peopleAround('She and I went out. Mum and Dad are here.', dmitri)).toEqual([]);
  });

  it('finds a partner by a proposal, a marriage or a move, and an ex by a divorce, in any case', () => {
    expect(texts(peopleAround('DAN GOT ENGAGED!!! proposed to priya on the beach', personWords('Dan Okafor', 'Friend')))).toEqual(['Fiancé Priya']);
    expect(texts(peopleAround("Sof's divorce from Jake is finally final. Married to Luis, who is funnier.", personWords('Sofia', 'Friend')))).toEqual(['Married to Luis', 'Ex Jake']);
    expect(texts(peopleAround("they're moving to toronto to be with sam in the spring", personWords('Jamie', 'Colleague')))).toEqual(['Close to Sam']);
    expect(peopleAround("she's married to her job. moved to be near family. proposed to him", personWords('Sofia', 'Friend'))).toEqual([]);
  });

  it('keeps a second name after a role, and finds a baby by months, someone grieved and an ex after a breakup', () => {
    const aisha = personWords('Aisha Khan', 'Friend');
    expect(texts(peopleAround('Daughter Mei Ling drives pt to sessions now. Took Pancho, his greyhound, out.', aisha))).toEqual(['Daughter Mei Ling', 'Greyhound Pancho']);
    expect(texts(peopleAround("since the baby came - Zayn is four months and not a fan of nights. Still grieving Hiro. anxiety since the breakup with Jules.", aisha))).toEqual([
      'Baby Zayn',
      'Late Hiro',
      'Ex Jules',
    ]);
    expect(peopleAround('Leon is six months sober. Sam is 3 weeks late with the rent.', aisha)).toEqual([]);
  });

  it('takes no verb for a name, and never the person themself', () => {
    const mum = personWords('Margaret Doyle', 'Mother');
    expect(peopleAround("Mum rang. Her sister for once was on time. They married in Lyon, her mum's French.", mum)).toEqual([]);
    expect(peopleAround("Dmitri's dog has fleas.", dmitri)).toEqual([]);
  });
});

describe('favouritesOf: favourites said outright', () => {
  it('reads a note that opens with them', () => {
    const edith = personWords('Edith Pemberton', 'Neighbour');
    expect(texts(favouritesOf('Favourites: Earl Grey & lemon drizzle', edith))).toEqual(['Favourites: Earl Grey & lemon drizzle']);
  });
});

describe('occupationsOf: what the person does for a living', () => {
  it('reads a job told plainly, with its grade', () => {
    const sam = personWords('Sam Okafor', 'Friend');
    expect(texts(occupationsOf("sam's a nurse on nights at st james's", sam))).toEqual(['Nurse']);
    expect(texts(occupationsOf('Sam got promoted to senior architect at the firm.', sam))).toEqual(['Senior architect']);
    expect(texts(occupationsOf('Sam got promoted to team lead!! Been a pharmacist at Shoppers 8 yrs before that.', sam))).toEqual(['Team lead', 'Pharmacist']);
    expect(occupationsOf('I have been a nurse for years.', sam)).toEqual([]);
    expect(texts(occupationsOf('She works as a paralegal.', sam))).toEqual(['Paralegal']);
    expect(texts(occupationsOf('Rehearsal ran late. Sound engineer by day at the BBC.', sam))).toEqual(['Sound engineer']);
    expect(texts(occupationsOf('- promoted to Head of Data, starts Jan', sam))).toEqual(['Head of Data']);
    expect(texts(occupationsOf('Forty years as a marine engineer at the shipyard.', sam))).toEqual(['Marine engineer']);
    expect(texts(occupationsOf('Works as a tram driver, nights mostly. Sam is a glaciologist.', sam))).toEqual(['Glaciologist', 'Tram driver']);
  });

  it('reads the job a piece of news brings: got the job, qualified now, leaving to become', () => {
    const sam = personWords('Sam Okafor', 'Friend');
    expect(texts(occupationsOf('Sam got the job!! Senior architect at the practice in Leeds. Starts in January.', sam))).toEqual(['Senior architect']);
    expect(texts(occupationsOf('Sam FINALLY passed the finals. Chartered accountant now 🎉', sam))).toEqual(['Chartered accountant']);
    expect(texts(occupationsOf("Sam's leaving at the end of January to become Head of Operations at the trust", sam))).toEqual(['Head of Operations']);
    expect(occupationsOf('I want to become a nurse one day, Sam says go for it', sam)).toEqual([]);
    expect(occupationsOf('Teacher at the school said hi to Sam', sam)).toEqual([]);
  });

  it('reads a job held for years, one offered by name, and a trade the list lacked', () => {
    const sam = personWords('Sam Okafor', 'Friend');
    expect(texts(occupationsOf("Sam's been an ICU nurse in St James's 9 yrs", sam))).toEqual(['ICU nurse']);
    expect(texts(occupationsOf('Sam got offered the sound engineer job at the Barrowland', sam))).toEqual(['Sound engineer']);
    expect(texts(occupationsOf('I got offered the sound engineer job', sam))).toEqual([]);
    expect(texts(occupationsOf('Still does her night shifts as a care assistant at the nursing home', sam))).toEqual(['Care assistant']);
  });

  it('reads a job with describing words, a future one, a post offered and one left', () => {
    const sam = personWords('Sam Okafor', 'Friend');
    expect(texts(occupationsOf('she is now officially a registered piano technician!', sam))).toEqual(['Registered piano technician']);
    expect(texts(occupationsOf("He's a sound engineer for West End musicals.", sam))).toEqual(['Sound engineer']);
    expect(texts(occupationsOf("she'll be a registered nurse in Texas by summer", sam))).toEqual(['Registered nurse']);
    expect(texts(occupationsOf("She's been offered the post of glaciologist on Svalbard.", sam))).toEqual(['Glaciologist']);
    expect(texts(occupationsOf('Sam has accepted the Head of Analytics post.', sam))).toEqual(['Head of Analytics']);
    expect(texts(occupationsOf("He's stepping down as head of operations in March.", sam))).toEqual(['Head of operations']);
    expect(texts(occupationsOf('Sam got promoted to Head of Engineering today.', sam))).toEqual(['Head of Engineering']);
    expect(texts(occupationsOf('Robin — sign-language interpreter for the NHS, twelve years now.', sam))).toEqual(['Sign-language interpreter']);
    expect(texts(occupationsOf('Was a fisherman for forty years.', sam))).toEqual(['Fisherman']);
  });

  it('leaves a job still trained for to the goals', () => {
    expect(occupationsOf('She is going back to uni to retrain as a midwife.', personWords('Zoë', 'Friend'))).toEqual([]);
  });

  it('leaves other people’s jobs alone', () => {
    expect(occupationsOf('His wife is a teacher. I am a nurse. I work as a cleaner. I got promoted to manager. Teacher at the school said hi.', personWords('Sam Okafor', 'Friend'))).toEqual([]);
  });
});

describe('livelihoodsOf: where the person works, studied and lives', () => {
  const hamid = personWords('Hamid Rostami', 'Barber');
  it('reads a working life told in years, a service left and an employer being left, and not the writer’s', () => {
    expect(texts(livelihoodsOf('38 years driving the 46A for Dublin Bus and he misses the lads. Was a cabinet maker for 40 yrs.', hamid))).toEqual([
      '38 years driving the 46A for Dublin Bus',
      'Was a cabinet maker for 40 yrs',
    ]);
    expect(texts(livelihoodsOf("She sold cloth at Kejetia market for 40 years. He's 84, ex-Royal Navy. She is retiring from Equity Bank in March.", hamid))).toEqual([
      'Retiring from Equity Bank',
      'Sold cloth at Kejetia market for 40 years',
      'Ex-Royal Navy',
    ]);
    expect(livelihoodsOf('I worked there for 3 years. We were at the beach for 2 hours.', hamid)).toEqual([]);
  });

  it('reads work, study, a business and a home told without a job title', () => {
    expect(texts(livelihoodsOf('Day job: he repairs elevators for the city. Says it is peaceful.', hamid))).toEqual(['Day job: repairs elevators for the city']);
    expect(texts(livelihoodsOf('they got the UX job at a music-streaming startup!!', hamid))).toEqual(['UX job at a music-streaming startup']);
    expect(texts(livelihoodsOf("hes been on night shifts at the hospital pharmacy since sept.", hamid))).toEqual(['Works shifts at the hospital pharmacy']);
    expect(texts(livelihoodsOf("He's finishing a master's in seismic engineering and wants more.", hamid))).toEqual(["Master's in seismic engineering"]);
    expect(texts(livelihoodsOf("Hamid's barbershop got flooded last week.", hamid))).toEqual(['Runs a barbershop']);
    expect(texts(livelihoodsOf('Founded Iyer Spice Traders in 1994 with his brother.', hamid))).toEqual(['Founded Iyer Spice Traders']);
    expect(texts(livelihoodsOf('Retired from the Detroit Fire Department after 31 years.', hamid))).toEqual(['Retired from the Detroit Fire Department']);
    expect(texts(livelihoodsOf('Taught me A-level chemistry in 1998.', hamid))).toEqual(['Taught A-level chemistry']);
    expect(texts(livelihoodsOf("He's moved into a little flat near the harbour in Gothenburg and keeps saying he's fine.", hamid))).toEqual(['Lives in Gothenburg']);
    expect(texts(livelihoodsOf("He's terrified about going back to work at the law firm after paternity leave.", hamid))).toEqual(['Works at the law firm']);
    expect(texts(livelihoodsOf('Works for a charity in Leeds, worked at the BBC before that.', hamid))).toEqual(['Works for a charity in Leeds', 'Worked at the BBC']);
    expect(texts(livelihoodsOf('He quit his job in insurance to do this full time.', hamid))).toEqual(['Left a job in insurance']);
    expect(livelihoodsOf('I work at the hospital. He works at the weekend.', hamid)).toEqual([]);
  });

  it('reads a town typed in lower case, a service and an employer left in lower case, and no state for a town', () => {
    expect(texts(livelihoodsOf('worried about her living alone in whitby since the fall. moved to brighton from sapporo 12 yrs ago', hamid))).toEqual(['Lives in Whitby', 'Lives in Brighton']);
    expect(texts(livelihoodsOf("he's grown veg up there since he retired from royal mail in 2014. He served in Korea but never talks about it", hamid))).toEqual([
      'Retired from royal mail',
      'Served in Korea',
    ]);
    expect(texts(livelihoodsOf('semi-retired from the architecture practice now', hamid))).toEqual(['Retired from the architecture practice']);
    expect(livelihoodsOf('he lives in hope. it moved to tears. she moved to a new flat', hamid)).toEqual([]);
  });

  it('reads what they teach, what they make for a living and the businesses they own, and not the writer’s teaching', () => {
    expect(texts(livelihoodsOf("she'll be teaching 3rd grade at the montessori school starting in january. he teaches year 6", hamid))).toEqual([
      'Teaches 3rd grade at the montessori school',
      'Teaches year 6',
    ]);
    expect(texts(livelihoodsOf("she illustrates children's books freelance. She owns 3 vegan bakeries in Madrid, 'Miga'.", hamid))).toEqual([
      "Illustrates children's books for a living",
      'Owns 3 vegan bakeries in Madrid',
    ]);
    expect(livelihoodsOf("I'm teaching maths now. she's teaching him french", hamid)).toEqual([]);
  });

  it('tells a job left as left, and leaves jobs wished for and the writer’s own alone', () => {
    expect(texts(livelihoodsOf('He quit his job at the bank. He wants to open his own bistro. I moved to Leeds. My job at the bank is dull. Mum taught me her lasagna recipe.', hamid))).toEqual(['Left a job at the bank']);
  });
});

describe('favouritesOf: favourites said outright', () => {
  const nell = personWords('Eleanor Whitcombe', 'Friend');
  it('reads a "fave" after a comma, without where it came from, and no turn of the sentence', () => {
    expect(texts(favouritesOf('we celebrated with her fave, oat milk hot chocolate from the place on Columbia Rd', nell))).toEqual(['Favourites: oat milk hot chocolate']);
    expect(favouritesOf('the Saturday was her favourite, though it rained', nell)).toEqual([]);
  });

  it('reads a favourite before or after "is", and a list of them', () => {
    expect(texts(favouritesOf('She reads everything by Maggie O’Farrell — Hamnet is her all-time favourite.', nell))).toEqual(['Favourite: Hamnet']);
    expect(texts(favouritesOf('Her favourite band is Elbow.', nell))).toEqual(['Favourite band: Elbow']);
    expect(texts(favouritesOf("Eleanor's favourites: mint tea, Medjool dates, anything pistachio", nell))).toEqual([
      'Favourites: mint tea, Medjool dates, anything pistachio',
    ]);
  });
});

describe('terseFacts: facts told in a word or two', () => {
  it('reads the person’s age, and not a score, a flat number, someone else’s or the writer’s', () => {
    expect(texts(terseFacts("Maya turned 70 in May. He's 84 and still drives."))).toEqual(['Turned 70', 'Age 84']);
    expect(texts(terseFacts("Maya is an only child. She's left-handed."))).toEqual(['Left-handed', 'Only child']);
    expect(terseFacts('Her sister Bisi turns 70 next year. The score is 3 now. I turned 40 last week. Flat is 12.')).toEqual([]);
  });

  it('reads an age written beside the name, and the years a birthday counts', () => {
    expect(texts(terseFacts('joan - 81, ex-ballet teacher.', personWords('Joan Fairweather', 'Neighbour')))).toEqual(['Age 81']);
    expect(texts(terseFacts('oscar (19) saved for the gap yr.', personWords('Oscar', 'Nephew')))).toEqual(['Age 19']);
    expect(terseFacts('Milo (6) lost a tooth. Flat 4, 2nd floor.', personWords('Oscar', 'Nephew'))).toEqual([]);
    expect(texts(terseFacts('Rang him for his 40th (3 Oct).'))).toEqual(['Turned 40']);
    expect(texts(terseFacts('Her 17th is on Saturday, escape room booked.'))).toEqual(['Turns 17']);
    expect(terseFacts("Her son Dayo's 18th was amazing. Her 2nd time at the Proms.")).toEqual([]);
  });

  it('names a lasting condition told by its noun, not one of someone else’s', () => {
    expect(texts(terseFacts("Nana's type 2 diabetes numbers are up again."))).toEqual(['Type 2 diabetes']);
    expect(texts(terseFacts('Says she has mild asthma, inhaler in her bag. Hypertension, she mentioned tablets.'))).toEqual(['Asthma', 'Hypertension']);
    expect(terseFacts('Their cat Tofu is diabetic. His dad has asthma.')).toEqual([]);
    expect(texts(terseFacts("She's diabetic, so no sweets. And no more perfume please."))).toEqual(['Diabetic', 'No sweets', 'No perfume']);
  });

  it('reads the favourite named after a liking, a passion told as "mad", and what they teach themselves', () => {
    expect(texts(terseFacts('Loves anything stationery, especially fountain pens'))).toEqual(['Fountain pens']);
    expect(texts(terseFacts('She loves her garden, dahlias especially, has about 20 varieties'))).toEqual(['Dahlias']);
    expect(texts(terseFacts('Leo is dinosaur mad at the moment. He is so mad at me.'))).toEqual(['Dinosaur']);
    expect(texts(terseFacts("she's going mad with the builders"))).toEqual([]);
    expect(texts(terseFacts('Aisha is teaching herself Figma and Framer at night'))).toEqual(['Figma and Framer']);
  });

  it('reads a vegetarian said as "veg", what a coeliac eats, a team supported, what they are big on, read or trained in', () => {
    expect(texts(terseFacts('v strict veg, no eggs even. Loves veg curry.'))).toEqual(['Vegetarian diet', 'Vegetarian']);
    expect(texts(terseFacts("She's coeliac so NO normal cake"))).toEqual(['Coeliac', 'Coeliac: gluten-free']);
    expect(texts(terseFacts('Coeliac. No gluten.'))).toEqual(['Coeliac', 'No gluten']);
    expect(texts(terseFacts('Daddy still supports Arsenal with his full chest'))).toEqual(['Arsenal']);
    expect(texts(terseFacts('Big on Afrobeat, had Fela playing. Only reads thrillers (Tana French)'))).toEqual(['Afrobeat', 'Thrillers']);
    expect(texts(terseFacts("Tita's retiring from St Luke's after 32 yrs of nursing"))).toEqual(['Nursing for 32 years']);
  });

  it('reads where they come from, told in passing', () => {
    expect(texts(terseFacts('She told me about growing up in Nyeri, walking 6km to school'))).toEqual(['From Nyeri']);
    expect(texts(terseFacts('Mrs A is from Ibadan, came to London in 1998'))).toEqual(['From Ibadan']);
    expect(texts(terseFacts('Arjun proposed when they were back home in Kerala for Diwali'))).toEqual(['From Kerala']);
    expect(texts(terseFacts('Cannot stand marzipan, which in Lübeck, where she grew up, counts as treason.'))).toEqual(['From Lübeck']);
    expect(texts(terseFacts('Grew up in Marseille. Thanh moved here from Da Nang at 12. Originally from Lagos.'))).toEqual(['From Marseille', 'From Da Nang', 'From Lagos']);
    expect(terseFacts('She owns 3 vegan bakeries. Lunch at the vegan place on Mill Rd.')).toEqual([]);
  });

  it('reads conditions, diets, fandoms and passions without a subject', () => {
    expect(texts(terseFacts('Coeliac. No gluten. Careful with team lunches.'))).toEqual(['Coeliac', 'No gluten']);
    expect(texts(terseFacts("Big into cycling. Huge Cubs fan, hates the Yankees."))).toEqual(['Cubs', 'Cycling']);
    expect(texts(terseFacts("she's vegetarian and doesn't drink"))).toEqual(['Vegetarian diet', 'Vegetarian', 'Does not drink alcohol']);
    expect(terseFacts("Sam's vegan now, about 2 years.").map(({ list, text }) => `${list}: ${text}`)).toEqual(['preferences: Vegan diet', 'personal_attributes: Vegan']);
    expect(texts(terseFacts('2 yrs sober as of august'))).toEqual(['Sober']);
    expect(terseFacts("She's completely off dairy. Allergic to shellfish, so flag it. Always order her hibiscus tea.").map(({ list, text }) => `${list}: ${text}`)).toEqual([
      'preferences: No dairy',
      'preferences: Allergic to shellfish',
      'personal_attributes: Allergic to shellfish',
      'preferences: Likes hibiscus tea',
    ]);
    expect(texts(terseFacts('Coffee at the market: oat cortado, no sugar.'))).toEqual(['Oat cortado, no sugar']);
    expect(texts(terseFacts('She grew up in Lübeck. Bristol born and bred.'))).toEqual(['From Lübeck', 'From Bristol']);
    expect(texts(terseFacts('Severe shellfish allergy. Carries an EpiPen.'))).toEqual(['Allergic to shellfish', 'Allergic to shellfish']);
    expect(texts(terseFacts("Yusuf doesn't drink — he's Muslim and takes Ramadan seriously."))).toEqual(['Muslim', 'Does not drink alcohol']);
  });

  it('leaves the writer’s own facts alone', () => {
    expect(terseFacts("I'm a huge Arsenal fan and I'm vegan, so we argue.")).toEqual([]);
  });

  it('reads a new pastime taken up', () => {
    expect(texts(terseFacts("he's taken up beekeeping on the roof of his block!!"))).toEqual(['Beekeeping']);
    expect(texts(terseFacts("I've taken up yoga."))).toEqual([]);
  });
});

describe('hopesOf and troublesOf: hopes and troubles said outright', () => {
  it('reads what the person hopes for, and not what the writer does', () => {
    expect(texts(hopesOf("He keeps saying he'll open his own recording studio one day. I want to learn the bass."))).toEqual([
      "Keeps saying he'll open his own recording studio one day",
    ]);
    expect(texts(hopesOf('Her dream trip is Costa Rica, to see a quetzal.'))).toEqual(['Dream trip: Costa Rica']);
    expect(texts(hopesOf('She has decided, at 71, to learn English properly. Netball on Tuesdays, also learning te reo on the side. I am learning Spanish.'))).toEqual([
      'Has decided, at 71, to learn English properly',
      'Learning te reo on the side',
    ]);
  });

  it('reads each trouble as the clause that tells it, and not the writer’s own', () => {
    expect(texts(troublesOf("His eyesight has got so bad he can't read the paper. Rent went up £200 a month, she's skint."))).toEqual([
      "His eyesight has got so bad he can't read the paper",
      'Rent went up £200 a month',
      "She's skint",
    ]);
    expect(troublesOf('My knee is sore after the run. Walt just got back from Japan.')).toEqual([]);
    expect(texts(troublesOf("Migraines again this week. Tinnitus worse lately, like a kettle. Back's bad again, the disc thing. Collarbone still sore."))).toEqual([
      'Migraines again this week',
      'Tinnitus worse lately',
      "Back's bad again",
      'Collarbone still sore',
    ]);
    expect(troublesOf('I get migraines. My tinnitus is bad.')).toEqual([]);
  });

  it('reads a condition named on its own, and not the writer’s', () => {
    expect(texts(troublesOf('Her knees are bad, arthritis. He has dyslexia so reading is hard work. His asthma has been bad with the smoke.'))).toEqual([
      'Arthritis',
      'He has dyslexia so reading is hard work',
      'His asthma has been bad with the smoke',
    ]);
    expect(troublesOf('I have asthma. My ADHD meds ran out.')).toEqual([]);
  });

  it('reads a trouble named by a word that needs no state, and not one denied', () => {
    expect(texts(troublesOf('Petrified of flying. Her back has been bad since the move. Lost the baby at 14 weeks.'))).toEqual([
      'Petrified of flying',
      'Her back has been bad since the move',
      'Lost the baby at 14 weeks',
    ]);
    expect(troublesOf("He keeps insisting he's not nervous. She can't sit with her back to a door.")).toEqual([]);
  });

  it('reads a hope named before a colon, a race signed up for and a party planned, and not what someone else wants', () => {
    expect(texts(hopesOf('Long-term goal: open a bakery of her own. Big dream: sailing round Skye.'))).toEqual([
      'Long-term goal: open a bakery of her own',
      'Big dream: sailing round Skye',
    ]);
    expect(texts(hopesOf('The landlord wants to sell the flat. He signed up for the Great North Run. Planning her 60th at the golf club.'))).toEqual([
      'Signed up for the Great North Run',
      'Planning her 60th at the golf club',
    ]);
  });

  it('reads troubles of the body, of treatment, of papers and of home', () => {
    expect(texts(troublesOf("Priya's back has been playing up all week. Her blood sugar was high at the check-up."))).toEqual([
      "Priya's back has been playing up all week",
      'Her blood sugar was high at the check-up',
    ]);
    expect(texts(troublesOf("Second round of IVF failed. His visa got rejected. She didn't recognise the nurse. No heating since Monday. Morning sickness every day."))).toEqual([
      'Second round of IVF failed',
      'His visa got rejected',
      "She didn't recognise the nurse",
      'No heating since Monday',
      'Morning sickness every day',
    ]);
    expect(troublesOf("She's back from Rome. Her visa came through.")).toEqual([]);
  });

  it('reads every clause of a sentence that names a trouble, and loss, exhaustion, bullying and low spirits', () => {
    expect(texts(troublesOf("Mum's worried because Ines hasn't been sleeping, the thesis deadline is crushing her."))).toEqual([
      "Mum's worried because Ines hasn't been sleeping",
      'The thesis deadline is crushing her',
    ]);
    expect(texts(troublesOf("Rafa lost his grandmother in Recife last month. On nights again, absolutely knackered. Think there's bullying going on about the stammer."))).toEqual([
      'Rafa lost his grandmother in Recife last month',
      'Absolutely knackered',
      "Think there's bullying going on about the stammer",
    ]);
    expect(troublesOf('She lost her keys. He was quiet at dinner. My mum is knackered.')).toEqual([]);
  });

  it('reads money, work and health that go wrong, and stage fright', () => {
    expect(texts(troublesOf("Her PhD funding runs out in July and she's stressing hard. slipped disc again."))).toEqual([
      "Her PhD funding runs out in July and she's stressing hard",
      'Slipped disc again',
    ]);
    expect(texts(troublesOf('late frost in april wiped out about a third of his crop. dec gets awful stage fright before every gig, throws up'))).toEqual([
      'Late frost in april wiped out about a third of his crop',
      'Dec gets awful stage fright before every gig',
    ]);
    expect(troublesOf('He paid off the mortgage. The harvest is in.')).toEqual([]);
  });

  it('reads loss, parting, low spirits, failure and sleepless nights as troubles, and not a test passed', () => {
    expect(texts(troublesOf("Her dad passed in Sept. He and Mei are splitting up. She's been a widow two years now."))).toEqual([
      'Her dad passed in Sept',
      'He and Mei are splitting up',
      "She's been a widow two years now",
    ]);
    expect(texts(troublesOf("Low mood this week. He failed his chem test. Having nightmares since the move. Dad's BP was high again."))).toEqual([
      'Low mood this week',
      'He failed his chem test',
      'Having nightmares since the move',
      "Dad's BP was high again",
    ]);
    expect(troublesOf('She passed her driving test! He passed the ball to Tom.')).toEqual([]);
  });
});

describe('tastesOf: likes and dislikes told plainly', () => {
  const luis = personWords('Luis Quispe', 'Friend');
  it('reads tastes told as a turn of phrase, and not a way of being or the writer’s own', () => {
    const peggy = personWords('Peggy Lane', 'Friend');
    expect(texts(tastesOf('Peonies or nothing. Lemon drizzle cake is the way to her heart.', peggy))).toEqual(['Peonies or nothing', 'Loves lemon drizzle cake']);
    expect(texts(tastesOf('NO lilies ever again. Sunflowers are her thing 🌻. Masala chai is totally his go-to. Sudoku is her thing.', peggy))).toEqual(['Loves sunflowers', 'Loves masala chai', 'Sudoku']);
    expect(texts(tastesOf("Never buy Peggy lilies. He's a cognac man. Very particular about wine: only Burgundy.", peggy))).toEqual([
      'Never buy lilies',
      'Cognac man',
      'Very particular about wine',
    ]);
    expect(texts(tastesOf("Prefers email over calls. Can't handle spicy food. Doesn't do chocolates.", peggy))).toEqual([
      'Prefers email over calls',
      "Can't handle spicy food",
      "Doesn't do chocolates",
    ]);
    expect(tastesOf("She's a lovely woman and a morning person. I never buy lilies. She doesn't like to fuss.", peggy)).toEqual([]);
    expect(tastesOf("She's a difficult woman. Such a lovely man. Family man.", peggy)).toEqual([]);
    expect(texts(tastesOf("likes a drop of Jameson though, noted. Pink gin is her drink. always has an oat flat white in her hand", peggy))).toEqual([
      'Likes a drop of Jameson',
      'Loves pink gin',
      'Always has oat flat white',
    ]);
    expect(tastesOf('she likes to run. He likes it when I call. She likes him.', peggy)).toEqual([]);
    expect(tastesOf("she's a massive k-drama person. kofi hasn't drunk since he turned 40. ginger beer man now", peggy).map((fact) => [fact.list, fact.text])).toEqual([
      ['interests', 'K-drama'],
      ['preferences', 'Ginger beer man'],
    ]);
  });

  it('reads notes without a subject, and what the person likes told of them', () => {
    expect(texts(tastesOf("Loves ceviche but cannot stand coriander (he calls it the devil's parsley).", luis))).toEqual(['Loves ceviche', 'Cannot stand coriander']);
    expect(texts(tastesOf("won't touch anything with coconut in it, reckons it tastes like sunscreen", luis))).toEqual(["Won't touch anything with coconut in it"]);
    expect(texts(tastesOf('luis doesnt eat pork, remember for xmas.', luis))).toEqual(["Doesn't eat pork"]);
    expect(texts(tastesOf('Drinks rooibos by the litre. Hates the cold.', luis))).toEqual(['Drinks rooibos by the litre', 'Hates the cold']);
    expect(texts(tastesOf('Coriander is his nemesis. Also not a fan of surprises.', luis))).toEqual(['Not a fan of surprises', "Can't stand coriander"]);
    expect(texts(tastesOf('What she does love: very dark bitter chocolate.', luis))).toEqual(['Loves very dark bitter chocolate']);
    // A taste may follow a comma: "huge cubs fan, hates the yankees".
    expect(texts(tastesOf("his bday is july 19. huge cubs fan, hates the yankees with a passion", luis))).toEqual(['Hates the yankees with a passion']);
  });

  it('ends the thing where the sentence turns, and leaves the writer, pastimes and refusals to act alone', () => {
    expect(texts(tastesOf('Loves rakia and thinks British tomatoes are a crime.', luis))).toEqual(['Loves rakia']);
    expect(texts(tastesOf('She adores Fleetwood Mac, we sang Dreams all the way.', luis))).toEqual(['Fleetwood Mac']);
    expect(tastesOf('I hate olives. Physio twice a week, which she hates paying for. Loves reading. Refuses to use the frame.', luis)).toEqual([]);
  });

  it('files music, shows, books, teams and pastimes loved as interests, and what they eat and drink as tastes', () => {
    const brenda = personWords('Brenda Collins', 'Mother');
    const listed = tastesOf("Mum can't stand lilies. Loves Strictly, Fleetwood Mac and a gin & slimline tonic on a Friday", brenda);
    expect(listed.map(({ list, text }) => `${list}: ${text}`)).toEqual([
      "preferences: Can't stand lilies",
      'interests: Strictly',
      'interests: Fleetwood Mac',
      'preferences: Loves gin & slimline tonic',
    ]);
    expect(texts(tastesOf('He loves a drop of Powers whiskey and a bit of Johnny Cash on a Sunday evening.', luis))).toEqual(['Loves Powers whiskey', 'Johnny Cash']);
    expect(texts(tastesOf('She adores jasmine tea and old Umm Kulthum records.', luis))).toEqual(['Adores jasmine tea', 'Umm Kulthum records']);
    expect(texts(tastesOf('Loves Arsenal, suffers every weekend because of it.', luis))).toEqual(['Arsenal']);
    // A comma without a closing "and" may start a new clause; a list of tastes stays one taste.
    expect(texts(tastesOf('Loves anime, draws in the margin of every worksheet lol', luis))).toEqual(['Anime']);
    expect(texts(tastesOf('Loves rakia and shopska salad.', luis))).toEqual(['Loves rakia and shopska salad']);
    expect(texts(tastesOf('Loves Earl Grey and IPA. Loves Japanese stationery.', luis))).toEqual(['Loves Earl Grey and IPA', 'Loves Japanese stationery']);
  });

  it('reads the one kind they take: "only drinks", "only wears", "pour over only" and "coffee snob"', () => {
    expect(texts(tastesOf('Only drinks oolong tea, loose leaf.', luis))).toEqual(['Drinks oolong tea']);
    expect(texts(tastesOf('ela odeia ouro amarelo — only wears silver jewellery', luis))).toEqual(['Only wears silver jewellery']);
    expect(texts(tastesOf('Total coffee snob, pour over only, hates Starbucks with a passion', luis))).toEqual(['Hates Starbucks with a passion', 'Pour over only', 'Coffee snob']);
    expect(texts(tastesOf('Beer: Tooheys Old only', luis))).toEqual(['Tooheys Old only']);
    expect(texts(tastesOf("Doesn't drink coffee at all, only masala chai, and gets annoyed by meetings", luis))).toEqual(["Doesn't drink coffee at all", 'Only masala chai']);
    expect(texts(tastesOf("Doesn't like fuss, but he'd do anything for a proper pork pie from the butcher's.", luis))).toEqual(["Doesn't like fuss", 'Loves pork pie']);
    expect(texts(tastesOf("He'd never say no to a good single malt.", luis))).toEqual(['Loves single malt']);
    expect(texts(tastesOf('Hates the cold, and the color orange, for reasons she will not explain.', luis))).toEqual(['Hates the cold', 'Hates the color orange']);
    expect(texts(tastesOf("Can't stand the smell of lilies, or any scented candle.", luis))).toEqual(["Can't stand the smell of lilies", "Can't stand scented candle"]);
    expect(texts(tastesOf('She secretly loves a good Norwegian brown cheese.', luis))).toEqual(['Loves a good Norwegian brown cheese']);
    expect(tastesOf('Her wedding is adults only. Adults only, no kids. Her husband is a wine snob.', luis)).toEqual([]);
  });
});

describe('terseFacts: passions told as a turn of phrase', () => {
  const declan = personWords("Declan O'Rourke", 'Friend');
  it('names the team, the pastime or the collection as the memory does', () => {
    expect(texts(terseFacts('Chidi is Arsenal to the bone. Watched the derby at his place.'))).toEqual(['Arsenal']);
    expect(texts(terseFacts('5-a-side on Tuesdays. Kaizer Chiefs till he dies.'))).toEqual(['Kaizer Chiefs']);
    expect(texts(terseFacts('Watched the Leeds match with him at the pub. Took me to my first Lions game.'))).toEqual(['Leeds', 'Lions']);
    expect(terseFacts("We watched the World Cup match on Sunday. Her son's Chiefs game was rained off.")).toEqual([]);
    expect(texts(terseFacts('Dec is an electrician, self employed. Shamrock Rovers mad, season ticket in the Main Stand.', declan))).toEqual(['Shamrock Rovers']);
    expect(texts(terseFacts('Kid lives and breathes hockey. Missed 2 physics labs for tournaments though.'))).toEqual(['Hockey']);
    expect(texts(terseFacts('Collects old synths, has a Korg MS-20 and a Juno-60 already'))).toEqual(['Old synths']);
    expect(texts(terseFacts('Totally Liverpool mad.'))).toEqual(['Liverpool']);
    expect(texts(terseFacts('Collects vinyl and plays bass in a covers band'))).toEqual(['Vinyl']);
  });

  it('reads no passion in anger, in the person\'s own name, or of the writer or someone around them', () => {
    expect(terseFacts('Lucy mad at me for missing dinner.')).toEqual([]);
    expect(terseFacts('Declan mad, did not call back.', declan)).toEqual([]);
    expect(terseFacts("I'm a huge climbing nerd too, and I collect stamps.")).toEqual([]);
    expect(terseFacts('Her son lives and breathes hockey.')).toEqual([]);
    expect(terseFacts('She is a real big fan of jazz.')).toEqual([]);
  });
});

describe('hopesOf: what they say they are going for', () => {
  it('reads what they say they will be, a post they are gunning for or considered for, a pitch and a course they got into', () => {
    expect(texts(hopesOf("Says he's going to be a palaeontologist. They're pitching it to a small press in January. Jonah's been accepted into the paramedic degree at Monash!!"))).toEqual([
      "Says he's going to be a palaeontologist",
      'Pitching it to a small press in January',
      'Accepted into the paramedic degree at Monash',
    ]);
    expect(hopesOf("I'm being considered for the lead role. I said I'm going to be late.")).toEqual([]);
  });
});

describe('plansOf: what the person is working towards', () => {
  it('reads projects, exams, applications and booked trips as goals', () => {
    expect(texts(plansOf('Told me his dream is to open a tea house with a little poetry stage.'))).toEqual(['Dream: open a tea house with a little poetry stage']);
    expect(texts(plansOf("He's stepping down in March to start a cocoa cooperative in Kumasi."))).toEqual(['Start a cocoa cooperative in Kumasi']);
    expect(texts(plansOf("She's restoring it for a church in Lviv and hopes to ship it by spring."))).toEqual(['Restoring it for a church in Lviv']);
    expect(texts(plansOf('She sits her final actuarial examination on 9 March.'))).toEqual(['Sitting final actuarial examination']);
    expect(texts(plansOf("She's sent off her UCAS form for marine biology."))).toEqual(['Applying for marine biology']);
    expect(texts(plansOf('- thesis due 15 Jan (glaciology)'))).toEqual(['Finishing the thesis']);
    expect(texts(plansOf('Mum has booked the trip to Iceland for March.'))).toEqual(['Trip to Iceland']);
    expect(texts(plansOf("Eleanor is retiring from the practice at Easter. Aisha and Noor are adopting!!"))).toEqual(['Retiring from the practice at Easter', 'Adopting']);
    expect(texts(plansOf('He got a ballot place for the London Marathon in April.'))).toEqual(['Running the London Marathon']);
  });

  it('reads an event of theirs with its day, a thing saved for, a path set on, a way of working ahead and flights booked', () => {
    expect(texts(plansOf("he's gutted bc the manchester marathon is 18 april. mark's head of dept interview is thursday"))).toEqual(['Manchester marathon', 'Head of dept interview']);
    expect(texts(plansOf("doing duolingo every day for the japan trip they've been saving for since uni"))).toEqual(['Saving for the japan trip']);
    expect(texts(plansOf("he's set on doing engineering at Imperial but got a 5 in his mock. going self-employed from jan"))).toEqual(['Set on doing engineering at Imperial', 'Going self-employed']);
    expect(texts(plansOf("she's going for captain in the spring. booked flights to Lisbon!"))).toEqual(['Trip to Lisbon', 'Going for captain']);
    expect(texts(plansOf("Aisha's got her first interview for a product design role at Monzo next Wednesday! hannah got an interview at the RVC for vet med!!!"))).toEqual([
      'Interview for a product design role at Monzo',
      'Interview at the RVC for vet med',
    ]);
    expect(plansOf('the interview is tomorrow. her son’s race is next week. the shed was set on fire.')).toEqual([]);
  });

  it('leaves wishes to the wishes and the writer’s plans to the writer', () => {
    expect(plansOf('He wants to open his own bistro. I booked the trip to Rome. I am building a shed.')).toEqual([]);
  });

  it('reads studies, training, races entered, a seat stood for, a business started and a move ahead as goals, and no everyday doings', () => {
    expect(texts(plansOf('She got into the part-time MBA at Warwick. Doing a part-time MSc in Statistics at UCD.'))).toEqual(['Got into the part-time MBA', 'Doing a part-time MSc in Statistics at UCD']);
    expect(texts(plansOf("Yas is retraining as a midwife. He's training to be a sign language interpreter."))).toEqual(['Retraining as a midwife', 'Training to be a sign language interpreter']);
    expect(texts(plansOf("She's entered the Ride London next year. Qualified for Boston. Standing for the city council in May."))).toEqual([
      'Entered the Ride London next year',
      'Qualified for Boston',
      'Standing for the city council in May',
    ]);
    expect(texts(plansOf("He's going for staff engineer. He's opening his own gym in Oakland. Starting a Russian supper club."))).toEqual([
      'Going for staff engineer',
      'Opening his own gym in Oakland',
      'Starting a Russian supper club',
    ]);
    expect(texts(plansOf('Rosa is moving to Denver for her new job. Dream is to see a Gouldian finch. Northern lights has been on her bucket list forever.'))).toEqual([
      'Moving to Denver for her new job',
      'Dream: see a Gouldian finch',
      'Bucket list: Northern lights',
    ]);
    expect(plansOf('I got into the course. She was opening a bottle of wine. Going for a walk. Starting a fire in the garden.')).toEqual([]);
  });
});

describe('projectsOf: things restored or built', () => {
  it('names the thing made, not the writer’s, someone else’s, a building site or an "it"', () => {
    expect(texts(projectsOf("Big project: restoring an old Fiat 126p in his garage. Dan's been rebuilding the old Vespa all winter."))).toEqual([
      'Restoring an old Fiat 126p',
      'Rebuilding the old Vespa',
    ]);
    expect(texts(projectsOf("Dev's motorbike restoration (a 1972 Royal Enfield) is nearly finished."))).toEqual(['Motorbike restoration']);
    expect(projectsOf("I'm restoring an old sideboard. Her son is building a treehouse. Full days on the building site. She's restoring it for a church.")).toEqual([]);
    expect(texts(projectsOf("Found out Kai has been making lo-fi beats on an old laptop. She's been sewing her own clothes."))).toEqual(['Making lo-fi beats', 'Sewing her own clothes']);
    expect(projectsOf("He's been making excuses all week. She's been writing her thesis. I've been making jam.")).toEqual([]);
  });
});

describe('dailyTastesOf: tastes told as habits and verdicts', () => {
  it('reads what they have every day, would eat forever, put on everything, or call heaven or a crime', () => {
    expect(texts(dailyTastesOf('Espresso first, always, double. Just yerba mate out of that gourd thing all day.'))).toEqual(['Espresso every day', 'Yerba mate every day']);
    expect(dailyTastesOf('FIFA every night.').map(({ list, text }) => `${list}: ${text}`)).toEqual(['interests: FIFA every night']);
    expect(texts(dailyTastesOf('Meera makes cardamom chai every afternoon at four.'))).toEqual(['Cardamom chai every day']);
    expect(texts(dailyTastesOf('har gow he could eat forever. Puts za\'atar on literally everything. Saffron in everything.'))).toEqual([
      'Loves har gow',
      "Za'atar on everything",
      'Saffron in everything',
    ]);
    expect(texts(dailyTastesOf('Rakı with white cheese and melon = heaven. Sam reckons pineapple on pizza is a crime against humanity.'))).toEqual([
      'Loves Rakı',
      "Can't stand pineapple on pizza",
    ]);
  });

  it('leaves routines, the writer’s habits and someone else’s alone', () => {
    expect(dailyTastesOf('I go to the gym every morning. He works every day. Calls every Sunday night. She runs 5k every morning.')).toEqual([]);
    expect(dailyTastesOf('I have porridge every morning. Her son would eat pizza every day.')).toEqual([]);
  });
});

describe('passionsOf: passions told in shorthand', () => {
  it('reads what they are obsessed with or into, a list of likes, and what they are reading', () => {
    expect(texts(passionsOf('Obsessed with birds, keeps a life list. Also into Afrobeats, Burna Boy especially.'))).toEqual(['Birds', 'Afrobeats']);
    expect(texts(passionsOf("He's started going to a Go club at the library. She joined the community choir in May."))).toEqual(['Go club', 'Community choir']);
    expect(passionsOf('Joined a grief support group. I joined a book club.')).toEqual([]);
    expect(passionsOf('m likes: IPA, Arsenal, brutalist buildings.').map(({ list, text }) => `${list}: ${text}`)).toEqual([
      'preferences: Likes IPA',
      'interests: Arsenal',
      'preferences: Likes brutalist buildings',
    ]);
    expect(texts(passionsOf("Up at 3am reading Agatha Christie. She's reading her way through the whole of Trollope."))).toEqual(['Reading Agatha Christie', 'Reading Trollope']);
  });

  it('reads a passion owned up to in secret and what their rooms are full of, but not the writer’s rooms or clutter', () => {
    expect(texts(passionsOf('Also secretly into K-dramas, told me after a few beers. the studio is full of cacti. Garden is full of aloes and succulents, she gave me cuttings'))).toEqual([
      'K-dramas',
      'Cacti',
      'Aloes and succulents',
    ]);
    expect(passionsOf('my house is full of boxes. the flat is full of toys.')).toEqual([]);
  });

  it('leaves the writer’s passions, someone else’s and a way into town alone', () => {
    expect(passionsOf('I am obsessed with Wordle. Her son is obsessed with dinosaurs. Got into town late. Reading Harry’s message again.')).toEqual([]);
  });

  it('reads a team whose results move them, music they turn up and a band seen live, but not the writer\'s team or a friend seen out', () => {
    const olu = personWords('Olu', 'Friend');
    expect(texts(passionsOf('Chelsea lost again and he did not talk at dinner. Man United lost 3-0 and Olu deleted Twitter.', olu))).toEqual(['Chelsea', 'Man United']);
    expect(texts(passionsOf("She drove us to Trader Joe's blasting Olivia Rodrigo the whole way. Maeve Binchy on repeat.", olu))).toEqual(['Olivia Rodrigo', 'Maeve Binchy']);
    expect(texts(passionsOf('Saw the Courteeners at Heaton Park with her - she knew every word.', olu))).toEqual(['Courteeners']);
    expect(passionsOf('Spurs won and I was thrilled. Saw Maya at the market, she looked well. I was listening to Adele.', olu)).toEqual([]);
  });

  it('reads what someone grows or makes to win with as an interest, grown things as gardening, but not their team', () => {
    const wendy = personWords('Wendy', 'Friend');
    expect(passionsOf("wendy's roses won at the flower show again", wendy)).toEqual([{ list: 'interests', text: 'Roses (prize-winning)', key: 'gardening', spoken: null, mention: 'roses' }]);
    expect(texts(passionsOf('her marrow took first prize at the village show', wendy))).toEqual(['Marrow (prize-winning)']);
    expect(passionsOf("Wendy's team won the cup. My roses won at the show.", wendy)).toEqual([]);
  });

  it('reads a team by what its fans do, but not a board game or a day', () => {
    const joe = personWords('Joe Kowalski', 'Fishing buddy');
    expect(texts(terseFacts("Lions watch party at his place. Watched Valencia lose at home with him. The Tigers made the playoffs and he watched every game.", joe))).toEqual(['Lions', 'Valencia', 'Tigers']);
    expect(terseFacts('Board game night. Christmas watch party at Jo’s. Watched Sunday lunch go cold.', joe)).toEqual([]);
  });

  it('reads a name they go on about, and the people around them by what happens between them', () => {
    const yas = personWords('Yasmin Haddad', 'Girlfriend');
    expect(texts(passionsOf('She talked about Ursula Le Guin for an hour. Argued for an hour that Agatha Christie beats any modern thriller writer. He recited Faiz to me.', yas))).toEqual([
      'Ursula Le Guin',
      'Agatha Christie',
      'Faiz',
    ]);
    expect(texts(peopleAround('him n Keisha doing great. Drinking too much since Becca left. Long-distance with Noémie in Montréal is wearing on her.', yas))).toEqual([
      'Close to Keisha',
      'Ex Becca',
      'Long-distance partner Noémie',
    ]);
    expect(texts(peopleAround('Her family in Sydney call every Sunday. His twin boys (12) have season tickets. bia + jess have officially split.', personWords('Bia', 'Friend')))).toEqual([
      'Family in Sydney',
      'Twin boys',
      'Ex Jess',
    ]);
  });

  it('reads hopes named as a bucket list, a dream still held, a place dreamt of and an exam sat', () => {
    expect(texts(hopesOf("His bucket list: fly-fish for king salmon in Alaska. Minh's goal for 2027: a four-day week for the whole company."))).toEqual([
      'His bucket list: fly-fish for king salmon in Alaska',
      "Minh's goal for 2027: a four-day week for the whole company",
    ]);
    expect(texts(plansOf("Abbu's dream is still to go for Hajj with Ammi. He's found a unit for the tapas bar he's been dreaming about for years."))).toEqual(['Dream: go for Hajj with Ammi', 'Dreaming of the tapas bar']);
    expect(texts(plansOf("She's sitting the Advanced Sommelier exam in spring. She's training to swim the Menai Strait. Booked her trip to Scotland for June to see the puffins."))).toEqual([
      'Training to swim the Menai Strait',
      'Sitting the Advanced Sommelier exam',
      'Trip to Scotland to see the puffins',
    ]);
  });

  it('reads a joint told with what is wrong with it, drinking too much and long shifts as troubles', () => {
    expect(texts(troublesOf('Walt fell on ice. Bruised wrist, no break. shoulder popped out again in the rugby cup game.'))).toEqual(['Bruised wrist', 'Shoulder popped out again in the rugby cup game']);
    expect(texts(troublesOf("He knows he's been drinking too much. Revising while doing 13-hour shifts."))).toEqual(["He knows he's been drinking too much", 'Revising while doing 13-hour shifts']);
  });

  it('leaves the hopes of someone named before them, or someone of theirs, to them', () => {
    const tomas = personWords('Tomás Ortega', 'Friend');
    expect(texts(hopesOf('Leo (7) wants to be a chef like his dad, Martina (4) wants to be a dinosaur. Tomás wants to open a tapas bar. He wants to learn Basque. Her son wants to be a pilot.', tomas))).toEqual([
      'Wants to open a tapas bar',
      'Wants to learn Basque',
    ]);
  });
});
