// Common English words, so a typo corrector never turns 'party' into 'pasty' or 'tasty' into 'pasta'.
export const COMMON_WORDS = (
  'a an the and or but with without for from to of in on at by under over below above around about less more than ' +
  'some something anything nothing good great nice best better tasty yummy lovely perfect wine wines bottle bottles glass ' +
  'want looking need like love prefer please recommend suggest suggestion drink drinking drinks pair pairs pairing paired ' +
  'goes go going match matches matching serve serving dinner lunch breakfast tonight weekend friends family guests mates ' +
  'cheap cheaper cheapest dollars dollar bucks price priced budget spend spending affordable expensive special occasion ' +
  'years year decade decades cellar cellaring age ageing aging keep lay down long term party pasta parts paste taste tastes ' +
  'which where there their these those thing things style styles type types kind sort really very quite little bit lot ' +
  'australian australia aussie local region regional something else other another same similar different what would could ' +
  'should maybe also just only most much many make made have having cooking cooked roasted baked fried steamed smoked ' +
  'warm cold hot weather night evening afternoon morning home house dish dishes meal meals food plate course main entree ' +
  'starter sides side first second third wife husband partner mum dad boss client colleague friend footy match game grand final ' +
  'cherry cherries berry berries sauce sauces honey lemon lime apple apples pear peach plum plums orange oranges mango ' +
  'garlic ginger onion onions herbs butter cream cheesy salty sweetcorn potato potatoes chips rice noodles bread ' +
  'isnt arent wasnt dont doesnt cant wont were theyre its thats whats ' +
  'value valued worth money quality decent drinkable bottle cheers thanks hello share sharing crowd pleaser ' +
  // quantity words: 'two cases' must never become 'two cakes'
  'case cases dozen magnum magnums carton cartons slab crate crates pack six ' +
  // everyday words one edit from a wine word ('write' is not 'white', 'hates' not 'dates')
  'write wrote writes poem poems cats dogs tall coffee hates hated boozy weight pooled nicer vibe vibes close ' +
  'mainland teacher housemates neighbours retiring retire forecast sickly fave dear league'
).split(' ');
