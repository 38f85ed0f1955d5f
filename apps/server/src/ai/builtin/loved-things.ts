// How a portrait's preference says what someone loves ("Loves lilies", "Drinks oolong tea", "Takes
// only Earl Grey", "Favourite snack: butterscotch"): ice breakers ask after it, gift ideas give it.

/** "Loves lilies" -> "lilies". */
export const LOVED =
  /^(?:loves|adores|likes|enjoys|obsessed with|crazy about|fond of|drinks|takes(?: only)?|only (?:loves|adores|likes|enjoys|takes|wears|reads|uses|eats|buys|drinks)) (.+)$/i;

/** "Favourite snack: butterscotch" -> "snack", "butterscotch". */
export const FAVOURITE = /^favourite(?: (.+))?: (.+)$/i;
