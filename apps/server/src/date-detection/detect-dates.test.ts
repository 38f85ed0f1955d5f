import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateSuggestionSchema } from '@kindred/core/date-suggestions';
import { detectDates } from './detect-dates';

// Wednesday 11 June 2025, 1 pm in Chicago.
const NOW = new Date('2025-06-11T18:00:00Z');
const ZONE = 'America/Chicago';

const detect = (text: string) => detectDates(text, { now: NOW, timeZone: ZONE });
const datesIn = (text: string) => detect(text).map((suggestion) => suggestion.date);
// Where the day comes first: "15/12" is 15 December in London.
const datesInLondon = (text: string) => detectDates(text, { now: NOW, timeZone: 'Europe/London' }).map((suggestion) => suggestion.date);
const only = (text: string) => {
  const suggestions = detect(text);
  expect(suggestions).toHaveLength(1);
  return suggestions[0]!;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('detectDates: what is not a date', () => {
  it.each([
    ['a bare year', ['Back in 2008 we drove across the country.', 'Class of 2015!', 'She turned 30 in 2019.']],
    ['a month alone', ['Back in May we repainted the porch.', 'We moved in March 2020.', 'Aunt May came over.']],
    ['a time of day', ['At 7pm every night Grandpa calls.', 'Dinner at 7:30.', 'Out by 10 pm.', 'Up at noon.', 'Ran it in 28:14.']],
    ['an age', ['Sarah turned 30.', 'Lily is 7.', 'Grandpa is 92 years old.', "she's 3 1/2"]],
    ['a price', ['We paid $25 each.', 'The latte was $6.45.', 'The shrimp basket was 14.99.']],
    ['a score', ['Jake’s team won 3-1.', 'They lost 21-14.', 'They are 12-2 this season.', 'We won 500 to 120.']],
    ['a count', ['5 kids, 3 cats, 2 dogs and 40 boxes.', 'Tickets for 2.']],
    ['a version number', ['Dad updated to iOS 17.2.', 'The app is on 12.1.24 now.', 'His tablet runs Android 14.1.2.']],
    [
      'a fraction or rating',
      ['Rated it 9/10.', 'We ate 3/4 of the cake.', 'Add 1 to 1/2 cup of sugar.', 'Open 24/7.', 'She got 4/5 on the bonus.'],
    ],
    [
      'a vague span',
      ['Last week.', 'A month ago.', '3 years ago.', 'We stayed for 3 days.', 'A few weeks ago.', 'Two days later.', '3 hours ago.'],
    ],
    [
      'a recurring weekday',
      ['Every Sunday we call.', 'Every other Friday is pizza.', 'On Sunday mornings we do crosswords.', 'Game days are Saturdays.', "Sunday roast at Gareth's is an institution.",
        "Sunday lunch at Ma's every week, non-negotiable", 'Ollie trains every Tuesday and Thursday at 6', 'Petra gets paid the last Friday of every month'],
    ],
    ['an abbreviated weekday that is also a word', ['We sat down.', 'The sun was out.', 'We lay on sun loungers.', 'on wed we went out']],
    ['a holiday named as no particular day', ['The Christmas lights in town were lovely.', 'The Christmas party was wild.', 'Got her a Valentines card.', 'The kids break up for Christmas soon.']],
    ['an ordinal that counts something else', ["Sarah's on the 4th floor now.", 'He came in on the 3rd attempt.']],
  ])('ignores %s', (_kind, texts) => {
    for (const text of texts) expect(detect(text), text).toEqual([]);
  });

  it('keeps a numeric month/day after "on", a colon or a birthday word, even after another number', () => {
    // No tense: the next 14 March, as for any day and month to remember.
    expect(datesIn('Recital on 3/14.')).toEqual(['2026-03-14']);
    expect(datesIn("Alex's bday: 9/23")).toEqual(['2025-09-23']);
    expect(datesIn('Their anniversary is 8/8')).toEqual(['2025-08-08']);
    expect(datesIn("Valentine's dinner at Bistro 22 on 2/14 was perfect")).toEqual(['2025-02-14']);
    // No fraction or score is written with a leading zero.
    expect(datesIn('Moving day is 07/02, they need the van.')).toEqual(['2025-07-02']);
  });

  it('drops dates outside the date pickers’ range', () => {
    expect(detect('Great-grandpa was born on 12/31/1850.')).toEqual([]);
  });

  it('reads the year from a weekday written with the day, and a fixed event told in the present as ahead', () => {
    expect(datesIn('School photos on Thursday 10 December, clean jumper please.')).toEqual(['2026-12-10']);
    expect(datesIn('Card-making party on 10 December, bring felt tips.')).toEqual(['2025-12-10']);
    expect(datesIn('Abi graduates from nursing school on 19 February and has asked me to come.')).toEqual(['2026-02-19']);
    expect(datesIn("Nana's birthday falls on Christmas Eve so she always gets short-changed.")).toEqual(['2025-12-24']);
  });

  it('reads a slot got or a return in the present as ahead, a near date in a clause of its own by its nearness, and a holiday a full date names once', () => {
    expect(datesIn("Parents' evening on 12 January, we got the 5:40 slot.")).toEqual(['2026-01-12']);
    expect(datesIn('Jamal flew out this morning and gets back on the 18th.')).toEqual(['2025-06-11', '2025-06-18']);
    expect(datesIn('Started the new meds on 1 June, review on 20 June.')).toEqual(['2025-06-01', '2025-06-20']);
    expect(datesIn("Born 17/03/1990, a St Patrick's Day baby.")).toEqual(['1990-03-17']);
  });

  it('reads a day-first dotted date whose month has its zero, unless a version is named', () => {
    expect(datesInLondon("Ma's visa interview is on 14.01.27")).toEqual(['2027-01-14']);
    expect(datesInLondon('The app is on 14.01.27 now')).toEqual([]);
  });

  it('reads "in the week" as during the week, not a week from today', () => {
    expect(datesIn('It means two hours of commuting or a flat there in the week.')).toEqual([]);
    expect(datesIn("I'll see her in a week.")).toEqual(['2025-06-18']);
  });

  it('reads what was offered or promised for a holiday as still to come', () => {
    expect(datesIn("I've offered to do practice papers with them over Christmas.")).toEqual(['2025-12-25']);
    expect(datesIn('He promised to take her to the fireworks on the 4th of July.')).toEqual(['2025-07-04']);
  });

  it('reads a dash after a date as punctuation, not as "minus one day"', () => {
    expect(datesIn("Nov 22 2021 - the day Leo said his first word")).toEqual(['2021-11-22']);
  });

  it.each([
    ['drinks thurs after work', '2025-06-12'],
    ['On Sat we went out', '2025-06-07'],
    ['see you next Fri', '2025-06-20'],
    ['tmrw we fly', '2025-06-12'],
    ['day after tmrw is the match', '2025-06-13'],
    // The British "Friday week" and "Tuesday after next": a week after the coming one.
    ['The gig is Friday week', '2025-06-20'],
    ['Her interview is the Tuesday after next', '2025-06-24'],
    ['Moving on Monday the 16th', '2025-06-16'],
    ['Her party is March the 12th', '2026-03-12'],
    ["We're spending Christmas Day at Gran's", '2025-12-25'],
    ['What are you doing for Christmas?', '2025-12-25'],
    ['The Boxing Day walk was freezing', '2024-12-26'],
    ["We're going out on New Year's Eve", '2025-12-31'],
    ['Valentine’s Day dinner is booked', '2026-02-14'],
    ['Only 100 days until the wedding!', '2025-09-19'],
    ['She turns 18 in exactly four weeks!', '2025-07-09'],
    ['Tomorrow week is the school fair', '2025-06-19'],
    ['The boiler service is booked for the 3rd', '2025-07-03'],
    ['Her flight lands Thursday week, I said I’d pick her up', '2025-06-19'],
    ['His exam results day: 13th August. Already stressing.', '2025-08-13'],
    ['She is flying to Sydney this time next week', '2025-06-18'],
  ])('reads the shorthand and holiday "%s" as %s', (text, date) => {
    expect(datesIn(text)).toEqual([date]);
  });

  it('reads both days of a range, and no day in a figure of speech', () => {
    expect(datesIn("He's at the conference in Vienna from 8 March 2027 to 10 March 2027.")).toEqual(['2027-03-08', '2027-03-10']);
    expect(datesIn('Dad died on 3 March 2019. Some days it still feels like yesterday.')).toEqual(['2019-03-03']);
    expect(datesIn('Flights booked: out on 6 August, back on the 20th.')).toEqual(['2025-08-06', '2025-08-20']);
    expect(datesIn('She has been in hospital since Monday with pneumonia.')).toEqual(['2025-06-09']);
    expect(datesIn("Ama's on nights from Sunday till Wednesday, then off for a week")).toEqual(['2025-06-15', '2025-06-18']);
    expect(detect('Trip to Japan from April 2 to April 12 was amazing').map(({ date, eventDescription }) => [date, eventDescription])).toEqual([
      ['2025-04-02', 'Trip to Japan'],
      ['2025-04-12', 'Trip to Japan'],
    ]);
  });

  it('reads a day of the month after "til", "is" or "of", and both ends of a range', () => {
    expect(datesIn('Staying til the 20th')).toEqual(['2025-06-20']);
    expect(datesIn("Pay day's the 28th")).toEqual(['2025-06-28']);
    expect(datesIn('She is the 2nd child, and Tom is the 3rd son')).toEqual([]);
    expect(datesIn('The hen do is the weekend of the 12th')).toEqual(['2025-06-12']);
    expect(datesIn("Kev's stag is the 6th-8th of March")).toEqual(['2026-03-06', '2026-03-08']);
    expect(datesIn('Hockey tournament Dec 12–13')).toEqual(['2025-12-12', '2025-12-13']);
    expect(datesIn('Maria and Jorge are away from the 3rd to the 5th of May')).toEqual(['2026-05-03', '2026-05-05']);
    expect(datesIn("Helga's flight lands Sat 28th at 6:40am")).toEqual(['2025-06-28']);
    expect(datesIn('Ordered her present, arriving between 1 and 3 July')).toEqual(['2025-07-01', '2025-07-03']);
    expect(datesIn("Mocks start the 7th and finish on the 18th Dec, he's not revised a thing")).toEqual(['2025-12-07', '2025-12-18']);
    expect(datesIn('Radiotherapy runs from 1 Feb to 12 Mar')).toEqual(['2026-02-01', '2026-03-12']);
    expect(datesIn('The conference runs from Mon 7th to Wed 9th July, and her keynote is on the 8th')).toEqual(['2025-07-07', '2025-07-09', '2025-07-08']);
  });

  it('counts "the following Tuesday" and "the Saturday before" from the date told before them', () => {
    expect(datesIn('Dentist on the 17th, then her orthodontist the following Tuesday')).toEqual(['2025-06-17', '2025-06-24']);
    expect(datesIn('His 30th is on 12 July but the party is the Saturday before')).toEqual(['2025-07-12', '2025-07-05']);
    expect(datesIn('She is staying from next Wednesday to the Sunday after')).toEqual(['2025-06-18', '2025-06-22']);
  });

  it('counts "the day after" and "three weeks after that" from the date just told, not "the day after tomorrow"', () => {
    expect(datesIn("Selin and Baran's nikah is on 12 June 2027, with the walima the day after.")).toEqual(['2027-06-12', '2027-06-13']);
    expect(datesIn('Chemo round 4 on 2 July, round 5 three weeks after that')).toEqual(['2025-07-02', '2025-07-23']);
    expect(datesIn('We arrive on the 20th and leave the day after tomorrow')).toEqual(['2025-06-20', '2025-06-13']);
    expect(datesIn('Chemo on 2 July and 9 July, then three weeks after that')).toEqual(['2025-07-02', '2025-07-09', '2025-07-30']);
  });

  it('leaves a count of the time out of what happened', () => {
    expect(only('Kemi and I met six months ago today').eventDescription).not.toMatch(/six/i);
  });

  it('reads common misspellings of months and weekdays', () => {
    expect(datesIn('Febuary 3rd is Grandpas birthday')).toEqual(['2026-02-03']);
  });
});

describe('detectDates: relative dates resolve against today in the writer’s zone', () => {
  it.each([
    ['yesterday we went to the zoo', '2025-06-10'],
    ['today she said her first word', '2025-06-11'],
    ['tonight is the recital', '2025-06-11'],
    ['coffee tomorrow at 10', '2025-06-12'],
    ['Last night Ellie said I love you', '2025-06-10'],
    ['saw Mrs. Patel this morning', '2025-06-11'],
    ['took Nana to the garden 3 days ago', '2025-06-08'],
    ['broke his arm 2 weeks ago', '2025-05-28'],
    ['a week ago he called', '2025-06-04'],
    ['in two weeks we fly to Denver', '2025-06-25'],
    ['in a month she gets the cast off', '2025-07-11'],
    // Months or years counted back to this very day name it exactly; the "today" after them is no date of its own.
    ['Kemi and I met six months ago today, at a wedding', '2024-12-11'],
    ['We met a year ago today', '2024-06-11'],
    ['cast comes off in 10 days', '2025-06-21'],
    ['3 days from now', '2025-06-14'],
    ['the day after tomorrow is her graduation', '2025-06-13'],
    ['the day before yesterday she called', '2025-06-09'],
    ['last Saturday we hiked', '2025-06-07'],
    ['this Friday is pizza night', '2025-06-13'],
    // chrono's reading, kept: "next Friday" is the Friday of next week.
    ['next Friday is her recital', '2025-06-20'],
  ])('"%s" is %s', (text, date) => {
    expect(datesIn(text)).toEqual([date]);
  });
});

describe('detectDates: tense decides the year or week chrono guesses', () => {
  it.each([
    ['On Saturday we went hiking', '2025-06-07'],
    ["On Saturday we're going hiking", '2025-06-14'],
    // No verb of either tense: an arrangement, so the coming Tuesday, not yesterday's.
    ['We fly out on Tuesday', '2025-06-17'],
    ['We had a picnic on March 3', '2025-03-03'],
    ['Her surgery is on March 3', '2026-03-03'],
    ['On December 24 we opened presents at Nana’s', '2024-12-24'],
    ['On December 24 we will open presents at Nana’s', '2025-12-24'],
    ["Tom's MRI is scheduled for June 24", '2025-06-24'],
    ['Dad’s colonoscopy got moved to 7/2', '2025-07-02'],
    ['Due around Feb 20 next year', '2026-02-20'],
    ['Last year on March 3 we went to Paris', '2024-03-03'],
    ['Next year on September 5 we fly to Rome', '2026-09-05'],
    // "excited" ends in -ed but tells of no past event.
    ['So excited for the recital on July 5!', '2025-07-05'],
    // The nearer "asked" is in another clause; "she's having" in the date's own clause wins.
    ["She's having cataract surgery on July 15, and she asked for more visits", '2025-07-15'],
    ['On Monday Dad finally rang the GP about his knee', '2025-06-09'],
    // "birthday's on" is "birthday is on"; "combined" tells no past.
    ["Her birthday's on Christmas Day, poor thing, always gets combined presents", '2025-12-25'],
    // "at Hemi's on Sunday" is a place, not "is on": the handover went fine, so it is behind.
    ["Handover at Hemi's on Sunday went fine.", '2025-06-08'],
    ['Their old dog Biscuit died on March 3', '2025-03-03'],
    // "last Christmas" and "next Christmas" are days too, the year told by the tense.
    ['Last Christmas Gwen gave me a jar of her piccalilli', '2024-12-25'],
    ['Next Christmas we are going to Rome', '2025-12-25'],
    // What would have been is past; a date moved is still to come.
    ["Grandpa would've been 90 on April 4. We lit a candle", '2025-04-04'],
    ["Callum's court date got moved again, now Feb 9th. He's exhausted", '2026-02-09'],
    // "Lucy's leaving do" owns an event; it is not "Lucy is leaving".
    ["Went to Lucy's leaving do on the 5th", '2025-06-05'],
    // A verb of telling in another clause dates the telling, not the day told of.
    ['Jess said the clinic rang – first consult on the 9th of July', '2025-07-09'],
    ['Dim sum for her lunch on July 3, she said', '2025-07-03'],
    // What one would do is still to come; what one had done is past.
    ["Told Niamh I'd help her move on the 5th", '2025-07-05'],
    ["Got a text from Bilal on Monday saying he'd quit his job", '2025-06-09'],
    ['She was admitted with pneumonia, they might discharge her on Monday', '2025-06-16'],
    // "need" is no past form: the 18th to come is this month's.
    ['Kids break up on the 18th, need to sort childcare', '2025-06-18'],
    // "has got" owns; a fixed event told in the present is to come.
    ["She's got her citizenship interview on the 17th", '2025-06-17'],
    ["Her cat turns 15 on 9 Dec, she's ordered a cake", '2025-12-09'],
    ['Got tix for the gig on 30th May', '2026-05-30'],
    ['Her appointment got moved to the 14th', '2025-06-14'],
    // "marathon" and "Maria" name no March.
    ["Harriet's half marathon is Sunday the 6th", '2025-07-06'],
    ['Parents evening Tuesday 1st July at 6pm', '2025-07-01'],
  ])('"%s" is %s', (text, date) => {
    expect(datesIn(text)).toEqual([date]);
  });

  it('gives an annual date without a year its next occurrence, or the last one when told in the past', () => {
    expect(only("Sarah's birthday is March 3")).toMatchObject({ date: '2026-03-03', annual: true });
    expect(only("Sarah's birthday is June 11")).toMatchObject({ date: '2025-06-11', annual: true });
    expect(only("We celebrated Sarah's birthday on March 3")).toMatchObject({ date: '2025-03-03', annual: true });
    expect(only('Jess’s bday: Jan 19')).toMatchObject({ date: '2026-01-19', annual: true });
  });

  it('keeps a written year, annual or not', () => {
    expect(only('Our wedding anniversary is June 12, 2010')).toMatchObject({ date: '2010-06-12', annual: true });
    expect(only('We will fly to Lisbon on 09/12/2025')).toMatchObject({ date: '2025-09-12', annual: false });
  });
});

describe('detectDates: annual dates', () => {
  it.each([
    "Sarah's birthday is March 3",
    'bday: 9/23',
    "Dad's b-day is oct 2",
    'Our anniversary is June 12, 2010',
    'Our wedding anniversary: November 8th',
    'Sarah was born on July 4, 1990',
    "Ava's name day is on July 26",
    'The memorial for Grandpa is on May 3, 2020',
    'Grandpa passed away on Nov 2, 2019',
    'Her mom died on March 9th',
    'Chloe turned 16 on May 30',
    'We got married on 06/18/2016',
    'We adopted Buddy on June 11, 2024',
  ])('marks "%s" annual', (text) => {
    expect(only(text).annual).toBe(true);
  });

  it.each([
    "Lily's birthday party is on June 21",
    'Our anniversary dinner was on May 3',
    'Cousin Mara is getting married May 2, 2026',
    "Mom's surgery is on July 8th",
  ])('leaves "%s" one-off', (text) => {
    expect(only(text).annual).toBe(false);
  });

  it('gives an annual word to the nearest date of its sentence only', () => {
    const [birthday, party] = detect('Her birthday is October 5 and the party is on October 3.');
    expect(birthday).toMatchObject({ date: '2025-10-05', annual: true, eventDescription: 'Birthday' });
    expect(party).toMatchObject({ date: '2025-10-03', annual: false, eventDescription: 'Party' });
  });
});

describe('detectDates: descriptions', () => {
  it.each([
    ["Sarah's birthday is March 3rd.", "Sarah's birthday"],
    ["mom's surgery is on July 8th at St. Mary's.", "Mom's surgery"],
    ['Sarah’s birthday is March 3', "Sarah's birthday"],
    ["Mark's 40th birthday is on September 14 - surprise party at the lake house", "Mark's 40th birthday"],
    ['Grandpa passed away on Nov 2, 2019.', 'Grandpa passed away'],
    ['Sarah was born on July 4, 1990', "Sarah's birthday"],
    ["Booked dinner at Luigi's for tomorrow", "Dinner at Luigi's"],
    ['We moved to Denver on May 3, 2020', 'We moved to Denver'],
    ["dad's colonoscopy got moved to 7/2", "Dad's colonoscopy"],
    ["Mom's check-up with Dr. Lee is on the 23rd of June", "Mom's check-up with Dr. Lee"],
    ['Big news at Friday night dinner: Talia is pregnant!!', 'Dinner'],
  ])('describes "%s" as "%s"', (text, description) => {
    expect(only(text).eventDescription).toBe(description);
  });

  it('labels a date no event word names with the memory\'s own words, and "Event on M/D/YYYY" only when there are none', () => {
    expect(only('We went to the zoo on March 3, 2024').eventDescription).toBe('We went to the zoo');
    expect(only('yesterday we went to the zoo').eventDescription).toBe('We went to the zoo');
    expect(only('Jake flies home on the 18th.').eventDescription).toBe('Jake flies home');
    expect(only("Mum's op is the day after tomorrow.").eventDescription).toBe("Mum's op");
    expect(only('3/3/2024!').eventDescription).toBe('Event on 3/3/2024');
  });

  it('reads a day of the month without its month as the nearest one, and counted days said another way', () => {
    // "today" is Wednesday 11 June 2025.
    expect(datesIn('Jake flies home on the 18th.')).toEqual(['2025-06-18']);
    expect(datesIn('Her recital is on the 3rd.')).toEqual(['2025-07-03']);
    expect(datesIn('We met up on the 3rd, it was lovely.')).toEqual(['2025-06-03']);
    expect(datesIn("In a fortnight she's off to Peru.")).toEqual(['2025-06-25']);
    expect(datesIn('Her exam is two weeks from today.')).toEqual(['2025-06-25']);
    expect(datesIn('The concert is a week from Saturday!')).toEqual(['2025-06-21']);
    expect(datesIn("Thurs 12th: Amir's cello recital, 6pm.")).toEqual(['2025-06-12']);
    expect(datesIn("in 2 wks it's efe's bday!!")).toEqual(['2025-06-25']);
  });

  it('counts months from today, and reads a day of the month in words or by its distance from this month', () => {
    // "today" is Wednesday 11 June 2025.
    expect(datesIn("Kim's moving day is a month from today, she's drowning in boxes.")).toEqual(['2025-07-11']);
    expect(datesIn('The baby is due three months from now.')).toEqual(['2025-09-11']);
    expect(datesIn("Leila's book launch is February the eleventh, at Readings.")).toEqual(['2026-02-11']);
    expect(datesIn('On the twentieth of this month Dev sits his citizenship test.')).toEqual(['2025-06-20']);
    expect(datesIn("Aunty Lakshmi's flight lands on the 20th of next month, I said I'd pick her up.")).toEqual(['2025-07-20']);
    expect(datesIn('the first of many, the second of the twins')).toEqual([]);
  });

  it('reads a numeric month and day when one number is past 12, but not "24/7" or a score', () => {
    expect(datesIn('Rent inspection 7/15, clean the oven before Sam sees it')).toEqual(['2025-07-15']);
    expect(datesIn('bday = 10/22 🎂')).toEqual(['2025-10-22']);
    expect(datesInLondon('Rent inspection 15/12, clean the oven')).toEqual(['2025-12-15']);
    expect(datesIn('She works 24/7 at the moment.')).toEqual([]);
    expect(datesIn('They won 9/13 on the quiz.')).toEqual([]);
  });

  it('reads "getting married" and "gets engaged" as what is to come', () => {
    expect(datesIn('Carys is getting married on 2 June in Tenby!!')).toEqual(['2026-06-02']);
    expect(datesIn('Carys gets married on 2 June.')).toEqual(['2026-06-02']);
    expect(datesIn('Carys got married on 2 June.')).toEqual(['2025-06-02']);
  });

  it('reads 29 February without a year as the next leap day', () => {
    expect(detect("Sanne's birthday is 29 February, so she only gets a proper one every four years.")).toMatchObject([{ date: '2028-02-29', annual: true }]);
    expect(datesIn('Born on Feb 29th 1996.')).toEqual(['1996-02-29']);
  });

  it('keeps descriptions to 60 characters, cut at a word, capitalised', () => {
    const { eventDescription } = only(
      "grandma's big surprise party at the Riverside Community Center Grand Ballroom on July 5th",
    );
    expect(eventDescription.length).toBeLessThanOrEqual(60);
    expect(eventDescription).toBe("Grandma's big surprise party at the Riverside Community");
    expect(eventDescription).not.toMatch(/\s$/);
  });
});

describe('detectDates: the list', () => {
  it('answers at most 5 suggestions, the first ones in text order', () => {
    const text = 'Trips: March 1, 2024; April 2, 2024; May 3, 2024; June 4, 2024; July 5, 2024; August 6, 2024; September 7, 2024.';
    expect(datesIn(text)).toEqual(['2024-03-01', '2024-04-02', '2024-05-03', '2024-06-04', '2024-07-05']);
  });

  it('keeps one suggestion per date, taking a later mention’s description and annual flag', () => {
    const suggestions = detect('March 3, 2024 was a blur. On 3/3/2024 it was her birthday.');
    expect(suggestions).toEqual([
      { date: '2024-03-03', eventDescription: 'Birthday', confidenceScore: 0.95, dateType: 'ABSOLUTE', annual: true },
    ]);
  });

  it('answers valid suggestions, surer when day, month and year are written out', () => {
    const [full, monthDay, relative, weekday] = detect(
      'We met on March 3, 2019. Her party is on July 5. Yesterday she called. On Saturday we went out.',
    );
    for (const suggestion of [full, monthDay, relative, weekday]) {
      expect(dateSuggestionSchema.parse(suggestion)).toEqual(suggestion);
      expect(suggestion!.dateType).toBe('ABSOLUTE');
    }
    expect(full!.confidenceScore).toBeGreaterThan(relative!.confidenceScore);
    expect(relative!.confidenceScore).toBeGreaterThan(monthDay!.confidenceScore);
    expect(monthDay!.confidenceScore).toBeGreaterThan(weekday!.confidenceScore);
  });

  it('answers nothing for a text without dates, and never calls the network', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(detect('Lily is 7 and obsessed with sharks.')).toEqual([]);
    expect(detect("Sarah's birthday is March 3")).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('detectDates: time zones at the day boundary', () => {
  // 10:30 UTC on 11 June is already 00:30 on 12 June at UTC+14 and still 23:30 on 10 June at UTC-11.
  const instant = new Date('2025-06-11T10:30:00Z');
  const at = (timeZone: string | undefined, text: string) => detectDates(text, { now: instant, timeZone }).map((s) => s.date);

  it('reads "today" and "yesterday" in the writer’s zone', () => {
    expect(at('Pacific/Kiritimati', 'today, and yesterday')).toEqual(['2025-06-12', '2025-06-11']);
    expect(at('Pacific/Pago_Pago', 'today, and yesterday')).toEqual(['2025-06-10', '2025-06-09']);
    expect(at('UTC', 'today')).toEqual(['2025-06-11']);
  });

  it('reads weekdays from the writer’s today', () => {
    // Thursday 12 June in Kiritimati, Tuesday 10 June in Pago Pago.
    expect(at('Pacific/Kiritimati', 'On Saturday we went hiking')).toEqual(['2025-06-07']);
    expect(at('Pacific/Pago_Pago', 'On Saturday we went hiking')).toEqual(['2025-06-07']);
    expect(at('Pacific/Kiritimati', 'On Monday we went hiking')).toEqual(['2025-06-09']);
    expect(at('Pacific/Pago_Pago', 'On Monday we went hiking')).toEqual(['2025-06-09']);
    expect(at('Pacific/Kiritimati', 'On Wednesday we went hiking')).toEqual(['2025-06-11']);
    expect(at('Pacific/Pago_Pago', 'On Wednesday we went hiking')).toEqual(['2025-06-04']);
  });

  it('never shifts a written date, whatever the zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      expect(at(zone, 'We met on March 3, 2019 and married on 12/31/2020')).toEqual(['2019-03-03', '2020-12-31']);
    }
  });

  it('answers the same dates whatever the machine’s own time zone', () => {
    const text = 'Yesterday, on Saturday, we went out; her birthday is March 3; in two weeks we fly; we met on 4/12/2015.';
    const expected = at('America/Chicago', text);
    for (const machineZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata']) {
      vi.stubEnv('TZ', machineZone);
      expect(at('America/Chicago', text), machineZone).toEqual(expected);
    }
  });

  it('reads a numeric date day first where the writer’s zone does, month first in the Americas', () => {
    expect(at('Europe/London', 'Got tickets for 05/12!!')).toEqual(['2025-12-05']);
    expect(at('Europe/London', 'Her jabs are booked for 8/1 at the surgery')).toEqual(['2026-01-08']);
    expect(at('Europe/London', "Ben's leaving do 12.12.26 at the Red Lion")).toEqual(['2026-12-12']);
    expect(at('Europe/London', 'The app is on 12.1.24 now.')).toEqual([]);
    expect(at('Europe/London', 'Jen and Mark tied the knot on 12.9.15 in a field in Cornwall')).toEqual(['2015-09-12']);
    expect(at('America/Chicago', 'Got tickets for 05/12!!')).toEqual(['2026-05-12']);
    expect(at('Europe/London', 'Her birthday is March 3')).toEqual(['2026-03-03']);
  });

  it('counts the British "a week today", "a fortnight tomorrow", "a week on Thursday" and "a year from today"', () => {
    // Wednesday 11 June 2025 in London.
    expect(at('Europe/London', 'Her nativity play is a week today')).toEqual(['2025-06-18']);
    expect(at('Europe/London', 'The exhibition opens a fortnight tomorrow')).toEqual(['2025-06-26']);
    expect(at('Europe/London', "Ellie's retaking her driving test a week on Thursday, fingers crossed")).toEqual(['2025-06-19']);
    expect(at('Europe/London', 'The wedding is exactly one year from today')).toEqual(['2026-06-11']);
  });

  it('leaves the year alone for "last year" in a comparison', () => {
    expect(datesIn('Anniversary dinner on 8/14 at 7:30, ask for the same wine as last year')).toEqual(['2025-08-14']);
    expect(datesIn('Her birthday was on 3 May last year')).toEqual(['2024-05-03']);
  });

  it('reads "for a fortnight from Monday" as a stay that starts on Monday', () => {
    // Wednesday 11 June 2025 in London.
    expect(at('Europe/London', 'Bex is away for a fortnight from Monday so water her plants')).toEqual(['2025-06-16']);
  });

  it('works out "the 2nd Saturday of January" and "the last Friday in May", but no "last Friday of every month"', () => {
    expect(datesIn("Seun's mum's thanksgiving service is the 2nd Saturday of January")).toEqual(['2026-01-10']);
    expect(datesIn('We met on the last Friday in May')).toEqual(['2025-05-30']);
    expect(datesIn('The gala is the first Monday of March 2027')).toEqual(['2027-03-01']);
    expect(datesIn('Petra gets paid the last Friday of every month')).toEqual([]);
  });

  it('keeps a weekday that is no habit, though "every week" follows later in the sentence', () => {
    expect(datesIn("Starting Monday I'll run every week")).toEqual(['2025-06-16']);
  });

  it('keeps a numeric day/month after a weekday, "ends" or another date, and no address, score or fraction', () => {
    expect(at('Europe/London', "Emma's contract ends 31/12")).toEqual(['2025-12-31']);
    expect(at('Europe/London', 'Session moved to Wed 2/7, same time')).toEqual(['2025-07-02']);
    expect(at('Europe/London', 'Ben asked if we are free on 30/6 or 1/7 for his housewarming')).toEqual(['2025-06-30', '2025-07-01']);
    expect(at('Europe/London', "Fiona's new flat is 4/12 Marchmont Road, top floor")).toEqual([]);
    expect(at('Europe/London', "Arjun's new address: 4/12 Lakeview Apartments, Bangalore")).toEqual([]);
    expect(at('Europe/London', 'Hearing on 3/12 Crown Court')).toEqual(['2025-12-03']);
    expect(at('Europe/London', 'Dom says the pad see ew was 10/10 though')).toEqual([]);
    expect(at('Europe/London', 'Final score was 2/1, the split is 1/3')).toEqual([]);
    expect(at('Europe/London', 'Her birthday is 3/10')).toEqual(['2025-10-03']);
  });

  it('keeps a numeric date right after an occasion or an age, told with "is" or "was" or without', () => {
    expect(at('Europe/London', "Priya's leaving do is 11/12 at the Crown")).toEqual(['2025-12-11']);
    expect(at('Europe/London', 'Anniversary dinner 8/14 at 7:30')).toEqual(['2025-08-14']);
    expect(at('Europe/London', "Gran's 88th was 8/8, she loved the cake")).toEqual(['2024-08-08']);
    expect(at('Europe/London', 'The match was 2/1 to us')).toEqual([]);
  });

  it('reads a number before a unit as a quantity, even after a colon', () => {
    expect(at('America/Chicago', "Nonna's biscotti: 1/2 cup sugar, 3/4 cup almonds")).toEqual([]);
  });

  it('falls back to UTC for an unknown or missing zone', () => {
    expect(at('Mars/Olympus_Mons', 'today')).toEqual(['2025-06-11']);
    expect(at(undefined, 'today')).toEqual(['2025-06-11']);
  });
});

describe('detectDates: dates a memory takes back, holidays and numbers told another way', () => {
  it('keeps only the day a date was moved to, put aside or corrected to', () => {
    expect(datesIn('Her operation has been moved from 7/5 to 7/19.')).toEqual(['2025-07-19']);
    expect(datesIn("Moved Elif's farewell lunch from 20 June to 27 June.")).toEqual(['2025-06-27']);
    expect(datesIn('Dentist rebooked for Jan 7 instead of the 4th.')).toEqual(['2026-01-07']);
    expect(datesIn('Change of plan: the recital is now on Friday, not tomorrow.')).toEqual(['2025-06-13']);
    expect(datesIn("The plumber cancelled Friday, he's now coming Monday the 16th.")).toEqual(['2025-06-16']);
    expect(datesIn("Chloé's name day is 1 Jan? no wait, it's 4 January.")).toEqual(['2026-01-04']);
    expect(datesIn('The save the date card came this morning: Amira and Joe, 5 June 2027!')).toEqual(['2027-06-05']);
  });

  it('finds the month in which a day of the month falls on the weekday told with it', () => {
    expect(datesIn("So we're doing one joint dinner on Thursday the 10th.")).toEqual(['2025-07-10']);
    expect(datesIn('We went out on Saturday the 31st.')).toEqual(['2025-05-31']);
    expect(datesIn('Carla turns 40 on 8 Jul and Rob on 12 Jul, so one joint dinner on the 10th.')).toEqual(['2025-07-08', '2025-07-12', '2025-07-10']);
  });

  it('reads holidays held on an nth weekday or a fixed day, ahead or, told in the past, behind', () => {
    expect(detect("Thanksgiving at the Parkers' was chaos").map(({ date, eventDescription }) => [date, eventDescription])).toEqual([['2024-11-28', 'Thanksgiving']]);
    expect(datesIn("Father's Day lunch at the pub")).toEqual(['2025-06-15']);
    expect(datesIn("Mother's Day brunch, Mom wants pancakes")).toEqual(['2026-05-10']);
    expect(datesInLondon("Mother's Day: take Mum to the garden centre")).toEqual(['2026-03-15']);
    expect(detectDates("Mother's Day brunch", { now: NOW }).map((suggestion) => suggestion.date)).toEqual([]);
    expect(datesIn('NYE fireworks at the Quayside w the girls')).toEqual(['2025-12-31']);
    expect(datesIn("Bao's citizenship ceremony is on Australia Day.")).toEqual(['2026-01-26']);
    expect(datesIn("Burns Night supper at Callum's, he's promised a real haggis")).toEqual(['2026-01-25']);
    expect(datesIn("We're hosting Hanukkah on the first night, Dec 18th, latkes for 20.")).toEqual(['2025-12-18']);
  });

  it('reads an event noun ending in -ing and an open day as no tense of their own', () => {
    expect(datesIn("Went to Ama's naming ceremony on 8 November, such a beautiful day.")).toEqual(['2024-11-08']);
    expect(datesIn('We met Yusuf for the first time on August 3rd at the allotment open day')).toEqual(['2024-08-03']);
  });

  it('reads a count after a date, a day and month with its time, dotted dates and a named day as what they are', () => {
    expect(datesIn("Mum & Dad's anniversary is 30 Jan, 35 years this time!")).toEqual(['2026-01-30']);
    expect(datesIn("Mehmet's hearing test 10/12 at 10:30")).toEqual(['2025-10-12']);
    expect(datesIn('We won 3/4 at 10:30')).toEqual([]);
    expect(datesIn("Ioana's PhD defence: 2027.03.18")).toEqual(['2027-03-18']);
    expect(datesInLondon("Gustavo's hearing has been moved to 19.01")).toEqual(['2026-01-19']);
    expect(datesIn("Tom's mortgage rate jumped from 5.9 to 6.4%, he's really stressed.")).toEqual([]);
    expect(datesIn('Her adoption day is 11/11, Gotcha Day, cake every year.')).toEqual(['2025-11-11']);
  });
});

describe('detectDates: a holiday that only tells when something else is', () => {
  it('reads no Christmas or Thanksgiving after "right after" or "in time for", nor a birthday thanksgiving', () => {
    expect(datesIn("Kit's birthday is 12/28, right after Christmas, so combined presents.")).toEqual(['2025-12-28']);
    expect(datesIn("He'll be back from the rig on 12/23, just in time for christmas")).toEqual(['2025-12-23']);
    expect(datesIn("Kenji's birthday is 11/28, always forget it bc it's right after thanksgiving")).toEqual(['2025-11-28']);
    expect(datesIn('We are at Mum and Dad’s for Christmas this year')).toEqual(['2025-12-25']);
    expect(datesIn("Mo's 30th is 20.02 — surprise party??")).toEqual(['2026-02-20']);
  });
});

describe('detectDates: Easter, a weekday of a date just told, and time counted another way', () => {
  it('reads Easter and the days counted from it, ahead or, told in the past, behind', () => {
    expect(detect("Easter Sunday lunch at Gran's, as always.").map(({ date, eventDescription }) => [date, eventDescription])).toEqual([['2026-04-05', 'Easter Sunday']]);
    expect(datesIn('Good Friday fish supper with the cousins')).toEqual(['2026-04-03']);
    expect(datesIn('Pancake Day at school, she wants to flip them herself')).toEqual(['2026-02-17']);
    expect(datesIn("We went to Mum's for Easter")).toEqual(['2025-04-20']);
    expect(datesIn('The Easter egg hunt in the garden was chaos')).toEqual([]);
  });

  it('reads "the Saturday" after a date as the one of that date\'s week', () => {
    expect(datesIn("Jo's hen do is the weekend of 20 September in Bath, I'm organising the Saturday.")).toEqual(['2025-09-20']);
    expect(datesIn('Dentist on the 24th, the Tuesday.')).toEqual(['2025-06-24']);
  });

  it('keeps no day a memory says it was going to be, and reads counted time, an age before its date and Christmas done at home', () => {
    expect(datesIn('Visa interview moved to January 12, 2026 (it was going to be Dec 10).')).toEqual(['2026-01-12']);
    expect(datesIn('Check-up with the consultant in a year’s time.')).toEqual(['2026-06-11']);
    expect(datesIn("Back in six weeks' time")).toEqual(['2025-07-23']);
    expect(datesIn("Harvey's 18th - 9th of March - he wants driving lessons.")).toEqual(['2026-03-09']);
    expect(datesIn("We're doing Christmas with his parents in Cork this year.")).toEqual(['2025-12-25']);
  });
});

describe('detectDates: a date announced after a colon', () => {
  it('reads the date after "came through:" as ahead, and "Went to Paris:" as done', () => {
    expect(datesIn('Her operation date finally came through: 8th Jan.')).toEqual(['2026-01-08']);
    expect(datesIn('Went to Paris: 8th May, lovely')).toEqual(['2025-05-08']);
  });
});

describe('detectDates: a booking moved on, a day kept every year, and numbers that are no day', () => {
  it('keeps only the day a booking was moved to, and reads where it went as ahead', () => {
    expect(datesIn('Induction was booked for Tuesday but they’ve moved it to Saturday.')).toEqual(['2025-06-14']);
    expect(datesIn('Surgery was booked for 7 January, now pushed back to 21 January.')).toEqual(['2026-01-21']);
  });

  it('reads a day kept every year, or one that "always gets lost", as its next one', () => {
    expect(detect("New Year's Day dip in the sea, every year since 2015.").map(({ date, annual }) => [date, annual])).toEqual([['2026-01-01', true]]);
    expect(datesIn("Zainab's birthday's the 30th of December, so it always gets lost in Christmas.")).toEqual(['2025-12-30']);
  });

  it('reads NYE and a Valentine’s that opens a note as their days, but no Nye by name', () => {
    expect(datesIn("NYE party at Sinead's, fancy dress optional.")).toEqual(['2025-12-31']);
    expect(datesIn('Valentine’s — table booked at Rules.')).toEqual(['2026-02-14']);
    expect(datesIn('Bill Nye was on telly again.')).toEqual([]);
  });

  it('reads a dotted time as a time, a day coming back as a day, and no size or rating', () => {
    expect(datesIn('Appointment with the consultant: 9 Feb, 10.40am, bring the letter.')).toEqual(['2026-02-09']);
    expect(datesIn('Our flight to Lagos is on 12/20, coming back 1/5.')).toEqual(['2025-12-20', '2026-01-05']);
    expect(datesIn('Shoe size 6.5, dress size 12/14, hates anything tight round the neck.')).toEqual([]);
    expect(datesIn('Rated the hotel 8.5/10 — the breakfast let it down.')).toEqual([]);
  });
});

describe('detectDates: corrections, days of an event said a few words on, and days that open a note', () => {
  it('reads a day a few words after its event as a day, but not a score', () => {
    expect(datesIn('Sports day at Finn’s school is 6/25, I promised I’d be there this time.')).toEqual(['2025-06-25']);
    expect(datesIn("Rory's 21st - 7/3 - I've booked the upstairs room at the Lamb.")).toEqual(['2025-07-03']);
    expect(datesIn('Her test score is 9/10, chuffed.')).toEqual([]);
    expect(datesIn('Hannah’s a size 6 shoe, dress 12/14 depending on the shop.')).toEqual([]);
  });

  it('reads the month of "next month on the 5th", and a day brought forward in its own month', () => {
    expect(datesIn('Mo starts the new job next month on the 5th.')).toEqual(['2025-07-05']);
    expect(datesIn("Ollie's appointment was going to be 15th Jan but they've brought it forward to the 8th.")).toEqual(['2026-01-08']);
  });

  it('keeps only the day a note puts right', () => {
    expect(datesIn('The reading of the will is on the 11th - sorry, the 18th, I misheard.')).toEqual(['2025-06-18']);
    expect(datesIn("Freya thought her party was 6 March but it's actually 7 March.")).toEqual(['2026-03-07']);
    expect(datesIn('Mum’s scan postponed AGAIN. New date 3 Feb. (was 20 Jan, and before that 6 Jan)')).toEqual(['2026-02-03']);
  });

  it('reads an arrangement as ahead and a telling across a dash as no tense of the day', () => {
    expect(datesIn('valentines sorted - table for the 14th feb, don’t tell Raj')).toEqual(['2026-02-14']);
    expect(datesIn('We sorted the garage on 14 Nov.')).toEqual(['2024-11-14']);
    expect(datesIn('Christmas Eve - his family do wigilia and he’s asked me to come.')).toEqual(['2025-12-24']);
    expect(datesIn('GLASTO 23 June we got tickets!!!!')).toEqual(['2025-06-23']);
  });

  it('reads "Sunday the 7th of March" as one day, Remembrance Sunday, and a Christmas a note opens on', () => {
    expect(datesIn('Christening is booked for Sunday the 7th of March at St Anne’s.')).toEqual(['2026-03-07']);
    expect(datesIn('Remembrance Sunday - Grandad marched with the Legion again this year.')).toEqual(['2024-11-10']);
    expect(datesIn('Christmas at Nan’s this year, all 23 of us.')).toEqual(['2025-12-25']);
  });
});

describe('detectDates: the day before, readings, the day news came, and times after a date', () => {
  it('counts "the day before" back from the date just told, but keeps "the week before" a while to get ready', () => {
    expect(datesIn("Mo's wedding is 22nd Aug and the nikkah is the day before")).toEqual(['2025-08-22', '2025-08-21']);
    expect(datesIn("Her exam is on the 18th of this month, don't ring her the week before")).toEqual(['2025-06-18']);
  });

  it('keeps no day of a reading, nor the day news of another date came', () => {
    expect(datesIn('bp was 142/88 this morning, doc wants it under 140/90')).toEqual([]);
    expect(datesIn('temp was 38.4 last night, calpol at 2am')).toEqual([]);
    expect(datesIn('The hearing got moved from 20 Jan 2026 to 3 Feb 2026, solicitor rang this morning')).toEqual(['2026-02-03']);
    expect(datesIn("Daniel phoned yesterday to say he's going to propose")).toEqual(['2025-06-10']);
  });

  it('reads a dotted time after a date, an evening told after an apostrophe, and a note that opens on its day', () => {
    expect(datesIn("Hannah's interview is Jan 14th, 11.20. She's sick with nerves")).toEqual(['2026-01-14']);
    expect(datesIn("parents' evening next tuesday 5.40pm")).toEqual(['2025-06-17']);
    expect(datesIn('the 14th is her last chemo!!! then scan in feb')).toEqual(['2025-06-14']);
  });

  it('reads a Valentine\'s dinner as the day, but not a Valentine\'s card', () => {
    expect(datesIn("valentine's dinner booked at the italian, table for 2 at 8")).toEqual(['2026-02-14']);
    expect(datesIn('Got her a Valentines card.')).toEqual([]);
  });

  it('reads Easter Sunday once, and a day and month after someone coming', () => {
    expect(datesIn("easter sunday egg hunt at nana's, 20+ kids")).toEqual(['2026-04-05']);
    expect(datesInLondon('boiler man coming 10/12 between 8 and 12')).toEqual(['2025-12-10']);
  });
});

describe('detectDates: weeks counted another way, days before a holiday, and days called off', () => {
  it('reads the week after next on a weekday, the Friday after this one, and a Tuesday week told in the past tense', () => {
    expect(datesIn("She's got her viva the week after next, on the Tuesday")).toEqual(['2025-06-24']);
    expect(datesIn("Not this Friday but the one after, we're doing the team Christmas lunch")).toEqual(['2025-06-20']);
    expect(datesIn('We agreed to meet halfway — Tuesday week in York')).toEqual(['2025-06-24']);
  });

  it('counts days before Christmas, reads the Ides of March, and a Burns Night someone has got ready for as ahead', () => {
    expect(datesIn('Her last chemo is 5 days before Christmas. Then we wait.')).toEqual(['2025-12-20']);
    expect(datesIn("He says his birthday is 'the Ides of March', very dramatic")).toEqual(['2026-03-15']);
    expect(datesIn("Ceilidh on Burns Night, he's already got the kilt out of the loft")).toEqual(['2026-01-25']);
    expect(datesIn('office Christmas lunch on Friday')).toEqual(['2025-06-13']);
  });

  it('keeps no day called off, and reads a numeric day with the hour it is at', () => {
    expect(datesIn("The dentist appointment on the 9th got cancelled and she still hasn't rebooked")).toEqual([]);
    expect(datesIn('The 22nd of December was the plan for drinks but Eve cancelled, so nothing in the diary now')).toEqual([]);
    expect(datesInLondon('Dentist 4/1 at 9')).toEqual(['2026-01-04']);
  });
});
