// The ceiling's SQL: for each benchmarked endpoint, the simplest statement that returns the rows
// Kindred answers with, written by hand rather than read off the repositories, so the ceiling is
// what the database can do, not what Kindred's own queries do. $1 is the caller.

/** The 50 newest memories of one person ($2), one more to know whether a page follows. */
export const MEMORY_PAGE = `
  select m.id, m.kindred_id, m.raw_text, m.title, m.full_summary, m.category, m.key_date, m.processing_status, m.created_at, m.updated_at,
    exists (select 1 from key_dates d where d.memory_id = m.id) as has_key_dates
  from memories m where m.user_id = $1 and m.kindred_id = $2
  order by m.created_at desc, m.id desc limit 51`;

/** Every person's card: their row and their next key date (an annual one on its next anniversary), today in UTC. */
export const DASHBOARD = `
  select k.*, n.id as next_id, n.next as next_date, n.event_title as next_title, n.annual as next_annual
  from kindreds k
  left join lateral (
    select d.id, d.event_title, d.annual,
      case when d.date >= current_date or not d.annual then d.date
           else (d.date + (date_part('year', age(current_date - 1, d.date)) + 1) * interval '1 year')::date end as next
    from key_dates d
    where d.user_id = $1 and d.kindred_id = k.id and (d.annual or d.date >= current_date)
    order by next, d.id limit 1
  ) n on true
  where k.user_id = $1
  order by lower(k.name), k.id`;

/** A new memory of one of the caller's people ($2, $3 the text), returned whole. */
export const CREATE_MEMORY = `
  insert into memories (user_id, kindred_id, raw_text)
  select k.user_id, k.id, $3 from kindreds k where k.id = $2 and k.user_id = $1
  returning *`;
