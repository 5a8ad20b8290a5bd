import type { StateGroup, WineRegion } from './schemas';

// Spec §3 "State group" / "Wine region" (static guide content).
// Region ids are fixed: wineries, wines and grape varieties reference them.

const SOUTH_AUSTRALIA: WineRegion[] = [
  {
    id: 'barossa-valley',
    name: 'Barossa Valley',
    state: 'South Australia',
    description:
      "Australia's best-known wine region, an hour north-east of Adelaide, famous for rich, generous Shiraz from some of the oldest vines in the world. German-speaking Lutheran settlers shaped its towns, food and winemaking culture, and many families are now in their fifth or sixth generation on the land.",
    climate:
      'Warm and dry Mediterranean climate with hot summers, low growing-season rainfall and cool nights on the valley floor; much of the old vineyard land is dry-grown.',
    established: '1840s — first vines planted by Silesian settlers and English pioneers from 1842',
    signatureVarieties: ['Shiraz', 'Grenache', 'Mataro', 'Cabernet Sauvignon', 'Semillon'],
    characteristics: [
      'Pre-phylloxera vineyards, including Shiraz and Grenache vines well over 100 years old',
      'Full-bodied reds with ripe plum, blackberry, chocolate and spice',
      'Classic GSM (Grenache, Shiraz, Mataro) blends',
      'The Barossa Old Vine Charter classifies vineyards by age, from Old Vine to Ancestor',
      'Long tradition of fortified wine alongside table wine',
    ],
    famousWineries: [
      {
        name: 'Penfolds',
        specialty: 'Grange and multi-regional Shiraz and Cabernet blends',
        established: '1844',
        description:
          'Founded by Dr Christopher Penfold at Magill, Penfolds makes Grange, Australia’s most celebrated red, and runs its main winemaking operations at Nuriootpa in the Barossa.',
      },
      {
        name: 'Seppeltsfield',
        specialty: 'Fortified wines, including the 100 Year Old Para Tawny',
        established: '1851',
        description:
          'A historic estate lined by an avenue of date palms, holding an unbroken collection of vintage tawny fortifieds stretching back to 1878.',
      },
      {
        name: 'St Hallett',
        specialty: 'Old Block Shiraz',
        established: '1944',
        description: 'Tanunda-area producer that helped champion old-vine Barossa Shiraz with its long-running Old Block label.',
      },
      {
        name: 'Torbreck',
        specialty: 'RunRig Shiraz Viognier and Rhône-style blends',
        established: '1994',
        description:
          'Modern Barossa producer working with old dry-grown vines to make powerful Shiraz and Rhône-inspired blends.',
      },
    ],
    foodPairings: [
      'Slow-roasted lamb shoulder',
      'Chargrilled beef ribeye',
      'Barossa smallgoods such as mettwurst',
      'Braised beef cheeks',
      'Hard aged cheddar',
    ],
    priceRange: '$15-$1000+',
    bestVintages: ['2010', '2012', '2018', '2021'],
  },
  {
    id: 'mclaren-vale',
    name: 'McLaren Vale',
    state: 'South Australia',
    description:
      'A coastal region just south of Adelaide where vineyards run from the Gulf St Vincent beaches up to the Mount Lofty Ranges. It is known for plush Shiraz and Grenache, a strong commitment to sustainable and organic farming, and a growing range of Mediterranean varieties.',
    climate: 'Mediterranean climate moderated by sea breezes from Gulf St Vincent, with warm dry summers and mild winters.',
    established: '1838 — John Reynell planted vines at Reynella soon after the colony was founded',
    signatureVarieties: ['Shiraz', 'Grenache', 'Cabernet Sauvignon', 'Mataro', 'Fiano'],
    characteristics: [
      'Rich Shiraz with dark chocolate, plum and savoury notes',
      'Old-vine Grenache of world standing',
      'Highly varied geology mapped into distinct districts',
      'Early adopter of Italian and Spanish varieties such as Fiano, Vermentino and Tempranillo',
      'A large share of vineyards farmed sustainably, organically or biodynamically',
    ],
    famousWineries: [
      {
        name: "d'Arenberg",
        specialty: 'The Dead Arm Shiraz and Grenache-based blends',
        established: '1912',
        description:
          'Family estate run by the Osborn family, known for quirky labels, basket-pressed reds and the striking d’Arenberg Cube cellar door.',
      },
      {
        name: 'Wirra Wirra',
        specialty: 'RSW Shiraz and Church Block red blend',
        established: '1894',
        description:
          'Founded by Robert Strangways Wigley and revived in 1969 by Greg Trott, famed for generous reds and a playful spirit.',
      },
      {
        name: 'Coriole',
        specialty: 'Sangiovese, Fiano and old-vine Shiraz',
        established: '1967',
        description:
          'Lloyd family winery that pioneered Sangiovese and Fiano in the region while keeping a stable of fine old-vine Shiraz.',
      },
      {
        name: 'Hardys Tintara',
        specialty: 'Eileen Hardy Shiraz and Tintara reds',
        established: '1853',
        description: 'Thomas Hardy began winemaking in the 1850s and bought the historic Tintara winery in McLaren Vale in 1876.',
      },
    ],
    foodPairings: ['Lamb and rosemary pies', 'Grilled chorizo and tapas', 'Wood-fired pizza', 'Barbecued beef brisket'],
    priceRange: '$15-$350+',
    bestVintages: ['2010', '2012', '2016', '2021'],
  },
  {
    id: 'clare-valley',
    name: 'Clare Valley',
    state: 'South Australia',
    description:
      'A series of narrow valleys north of Adelaide that produce some of the world’s finest dry Riesling, alongside structured Shiraz and Cabernet Sauvignon. The Riesling Trail, a walking and cycling path along an old railway line, links many of its cellar doors.',
    climate:
      'Continental climate with warm to hot days and markedly cool nights at elevations of 300-500 metres, which preserves natural acidity in white grapes.',
    established: '1840s — John Horrocks planted vines at Penwortham in 1840; the Jesuits founded Sevenhill in 1851',
    signatureVarieties: ['Riesling', 'Shiraz', 'Cabernet Sauvignon', 'Semillon'],
    characteristics: [
      'Bone-dry Riesling with lime, lemon blossom and slate-like minerality',
      'Rieslings that develop toasty, honeyed notes over ten years or more',
      'Sub-districts such as Polish Hill River and Watervale with distinct soils',
      'Firm, minty Cabernet and Shiraz from elevated sites',
      'Early champion of screwcaps, adopted by many producers in 2000',
    ],
    famousWineries: [
      {
        name: 'Sevenhill Cellars',
        specialty: 'Sacramental wine, Riesling and Shiraz',
        established: '1851',
        description: 'Founded by Jesuit priests and still run by the Jesuits, it is the oldest winery in the Clare Valley.',
      },
      {
        name: 'Grosset',
        specialty: 'Polish Hill and Springvale Riesling',
        established: '1981',
        description: 'Jeffrey Grosset’s winery at Auburn, regarded as a benchmark for fine, long-lived Australian Riesling.',
      },
      {
        name: 'Jim Barry Wines',
        specialty: 'The Armagh Shiraz and Florita Riesling',
        established: '1959',
        description:
          'Family winery that makes one of Australia’s most sought-after Shiraz and planted the country’s first Assyrtiko.',
      },
      {
        name: 'Taylors Wines',
        specialty: 'Cabernet Sauvignon and Riesling',
        established: '1969',
        description: 'Large family-owned producer at Auburn, sold as Wakefield Wines in some export markets.',
      },
    ],
    foodPairings: ['Freshly shucked oysters', 'Thai green papaya salad', 'Vietnamese rice paper rolls', 'Roast pork belly'],
    priceRange: '$15-$300+',
    bestVintages: ['2002', '2012', '2017', '2021'],
  },
  {
    id: 'adelaide-hills',
    name: 'Adelaide Hills',
    state: 'South Australia',
    description:
      'A cool, elevated region in the Mount Lofty Ranges, minutes from Adelaide, that is one of Australia’s leading sources of Sauvignon Blanc, Chardonnay and Pinot Noir. Historic German villages such as Hahndorf sit among apple orchards, forests and vineyards.',
    climate:
      'Cool climate thanks to altitude of roughly 400-700 metres, with higher rainfall than the surrounding plains and cool nights that lengthen ripening.',
    established: '1840s — early plantings by German settlers; the modern revival began in the late 1970s',
    signatureVarieties: ['Sauvignon Blanc', 'Chardonnay', 'Pinot Noir', 'Shiraz', 'Pinot Gris'],
    characteristics: [
      'Crisp, citrusy Sauvignon Blanc with bright passionfruit notes',
      'Fine, mineral Chardonnay and elegant Pinot Noir',
      'Cool-climate Shiraz with pepper and spice',
      'Home of Australian Grüner Veltliner and many alternative white varieties',
      'Sub-regions including Lenswood and Piccadilly Valley',
    ],
    famousWineries: [
      {
        name: 'Shaw + Smith',
        specialty: 'Sauvignon Blanc and M3 Chardonnay',
        established: '1989',
        description:
          'Founded by cousins Michael Hill Smith MW and Martin Shaw; its Sauvignon Blanc helped define the Adelaide Hills style.',
      },
      {
        name: 'Petaluma',
        specialty: 'Tiers Chardonnay and Croser sparkling',
        established: '1976',
        description:
          'Brian Croser’s pioneering venture that put the Piccadilly Valley on the map for fine Chardonnay and sparkling wine.',
      },
      {
        name: 'Ashton Hills',
        specialty: 'Pinot Noir',
        established: '1982',
        description:
          'Piccadilly Valley vineyard planted by Stephen George, widely regarded as a source of some of South Australia’s best Pinot Noir.',
      },
      {
        name: 'Bird in Hand',
        specialty: 'Sparkling, Sauvignon Blanc and Shiraz',
        established: '1997',
        description: 'Woodside estate named after a nineteenth-century gold mine, with a busy cellar door and restaurant.',
      },
    ],
    foodPairings: [
      'Goat cheese and beetroot salad',
      'Roast chicken with lemon and thyme',
      'Mushroom risotto',
      'Seared duck breast',
    ],
    priceRange: '$18-$150+',
    bestVintages: ['2012', '2017', '2021'],
  },
  {
    id: 'coonawarra',
    name: 'Coonawarra',
    state: 'South Australia',
    description:
      'A narrow cigar-shaped strip of red terra rossa soil over limestone in the Limestone Coast, near Penola, that produces Australia’s most famous Cabernet Sauvignon. The prized red soil strip is only a couple of kilometres wide, so vineyard position matters enormously.',
    climate:
      'Cool maritime-influenced climate with long, mild ripening seasons, cold winters and a shallow limestone water table that supports the vines.',
    established: '1890 — John Riddoch founded the Coonawarra Fruit Colony and the first vines followed in 1891',
    signatureVarieties: ['Cabernet Sauvignon', 'Shiraz', 'Merlot'],
    characteristics: [
      'Famous terra rossa soil over free-draining limestone',
      'Cabernet Sauvignon with blackcurrant, mint and cedar notes',
      'Fine-grained tannins and excellent ageing potential',
      'Historic three-gabled winery built by John Riddoch',
    ],
    famousWineries: [
      {
        name: 'Wynns Coonawarra Estate',
        specialty: 'Black Label Cabernet Sauvignon and John Riddoch Cabernet',
        established: '1891',
        description: 'Based in John Riddoch’s original winery, Wynns is the largest and most historic producer in the region.',
      },
      {
        name: 'Penley Estate',
        specialty: 'Cabernet Sauvignon and Cabernet blends',
        established: '1988',
        description: 'Estate founded by Kym Tolley, a descendant of both the Penfold and Tolley wine families.',
      },
      {
        name: 'Zema Estate',
        specialty: 'Cabernet Sauvignon and Shiraz',
        established: '1982',
        description: 'Family-owned winery known for traditional, hand-pruned vineyards and honest regional reds.',
      },
    ],
    foodPairings: ['Roast lamb with mint', 'Aged scotch fillet steak', 'Beef Wellington', 'Hard cheeses such as aged gouda'],
    priceRange: '$18-$150+',
    bestVintages: ['2004', '2010', '2012', '2016'],
  },
  {
    id: 'eden-valley',
    name: 'Eden Valley',
    state: 'South Australia',
    description:
      'The higher, cooler eastern part of the Barossa zone, a landscape of granite outcrops and gum trees that produces finely structured Riesling and some of Australia’s most revered Shiraz. Henschke’s Hill of Grace vineyard lies here.',
    climate:
      'Cool to moderate climate at about 400-550 metres elevation, noticeably cooler and wetter than the Barossa Valley floor.',
    established: '1847 — Joseph Gilbert planted the Pewsey Vale vineyard',
    signatureVarieties: ['Riesling', 'Shiraz', 'Chardonnay', 'Viognier'],
    characteristics: [
      'Floral, lime-scented Riesling that ages beautifully',
      'Elegant Shiraz with spice and fine tannins',
      'Rocky, weathered granite and sandy soils',
      'Historic old-vine vineyards such as Hill of Grace',
    ],
    famousWineries: [
      {
        name: 'Henschke',
        specialty: 'Hill of Grace and Mount Edelstone Shiraz',
        established: '1868',
        description:
          'Fifth- and sixth-generation family winery at Keyneton whose Hill of Grace Shiraz comes from vines planted in the 1860s.',
      },
      {
        name: 'Pewsey Vale',
        specialty: 'Eden Valley Riesling and The Contours Riesling',
        established: '1847',
        description:
          'One of the region’s founding vineyards, replanted by the Hill-Smith family in the 1960s and devoted largely to Riesling.',
      },
      {
        name: 'Mountadam',
        specialty: 'Chardonnay and Pinot Noir from high-country vineyards',
        established: '1972',
        description:
          'High Eden vineyard established by David Wynn, an early champion of cool-climate Chardonnay in South Australia.',
      },
    ],
    foodPairings: ['Pan-fried flathead', 'Pork and fennel sausages', 'Peking duck pancakes', 'Grilled lamb cutlets'],
    priceRange: '$18-$900+',
    bestVintages: ['2002', '2010', '2012', '2021'],
  },
  {
    id: 'langhorne-creek',
    name: 'Langhorne Creek',
    state: 'South Australia',
    description:
      'A flat, fertile region near Lake Alexandrina, south-east of Adelaide, best known for soft, generous reds that blenders have prized for generations. Many famous multi-regional wines rely on its Cabernet and Shiraz for their plush mid-palate.',
    climate:
      'Moderate climate cooled by afternoon breezes off Lake Alexandrina, with vineyards historically flood-irrigated by the Bremer and Angas rivers.',
    established: '1850 — Frank Potts settled and founded Bleasdale',
    signatureVarieties: ['Cabernet Sauvignon', 'Shiraz', 'Malbec', 'Merlot'],
    characteristics: [
      'Soft, fleshy reds with approachable tannins',
      'Notable plantings of Malbec',
      'Cooling lake breezes in the afternoon',
      'Major source of blending fruit for national brands',
    ],
    famousWineries: [
      {
        name: 'Bleasdale',
        specialty: 'Frank Potts Cabernet blend and Malbec',
        established: '1850',
        description: 'Founded by Frank Potts and still run by his descendants, with a historic red gum lever press on display.',
      },
      {
        name: 'Lake Breeze',
        specialty: 'Cabernet Sauvignon and Shiraz',
        established: '1987',
        description: 'The Follett family farmed here for generations before releasing their own wines from the late 1980s.',
      },
      {
        name: 'Bremerton Wines',
        specialty: 'Shiraz, Cabernet and Malbec',
        established: '1988',
        description: 'Family winery run by sisters Rebecca and Lucy Willson, set in a restored historic barn.',
      },
    ],
    foodPairings: ['Barbecued lamb chops', 'Beef and red wine casserole', 'Gourmet burgers', 'Pizza with salami'],
    priceRange: '$15-$80+',
    bestVintages: ['2010', '2012', '2021'],
  },
  {
    id: 'padthaway',
    name: 'Padthaway',
    state: 'South Australia',
    description:
      'A Limestone Coast region north of Coonawarra, developed by large companies in the 1960s as a cooler alternative to traditional warm-climate vineyards. It is a major source of Chardonnay and Shiraz, much of it used in well-known regional and multi-regional labels.',
    climate:
      'Moderate climate, slightly warmer than Coonawarra, with cooling southerly influence and a Mediterranean rainfall pattern.',
    established: '1963 — Seppelt planted the first commercial vineyards',
    signatureVarieties: ['Chardonnay', 'Shiraz', 'Cabernet Sauvignon'],
    characteristics: [
      'Terra rossa and sandy loam soils over limestone',
      'Generous, peachy Chardonnay',
      'Medium- to full-bodied Shiraz with ripe plum fruit',
      'Historically a key vineyard source for large producers',
    ],
    famousWineries: [
      {
        name: "Henry's Drive Vignerons",
        specialty: 'Shiraz and Cabernet Sauvignon',
        established: 'Unknown',
        description: 'Longbottom family winery named after the nineteenth-century mail coach route through the district.',
      },
      {
        name: 'Browns of Padthaway',
        specialty: 'Shiraz and Chardonnay',
        established: 'Unknown',
        description: 'Family grape growers on the Padthaway flats who also make wine under their own name.',
      },
    ],
    foodPairings: ['Roast chicken', 'Grilled pork chops', 'Creamy pasta with chicken', 'Beef sausages'],
    priceRange: '$12-$60+',
    bestVintages: ['2010', '2012', '2016'],
  },
  {
    id: 'riverland',
    name: 'Riverland',
    state: 'South Australia',
    description:
      'The irrigated Murray River country around Renmark, Berri, Loxton and Waikerie, which grows a large share of Australia’s wine grapes. Long known for good-value everyday wines, it is now also home to innovative growers working with Mediterranean varieties.',
    climate:
      'Hot, dry continental climate with abundant sunshine and low rainfall; vineyards rely on irrigation from the Murray.',
    established: '1880s — irrigation settlement at Renmark by the Chaffey brothers from 1887',
    signatureVarieties: ['Shiraz', 'Chardonnay', 'Cabernet Sauvignon', 'Merlot', 'Fiano'],
    characteristics: [
      'The largest wine-producing region in South Australia by volume',
      'Fruit-forward, easy-drinking styles at accessible prices',
      'Growing plantings of heat-tolerant alternative varieties',
      'Sustainable water use and wetland restoration along the river',
    ],
    famousWineries: [
      {
        name: 'Angove Family Winemakers',
        specialty: 'Organic wines and Brandy',
        established: '1886',
        description:
          'Founded by Dr William Angove near Adelaide and based at Renmark since 1910, now a leading organic producer.',
      },
      {
        name: 'Oxford Landing',
        specialty: 'Sauvignon Blanc, Chardonnay and Merlot',
        established: '1958',
        description: 'Yalumba’s Riverland estate near Waikerie, a pioneer of large-scale sustainable vineyard practice.',
      },
      {
        name: 'Banrock Station',
        specialty: 'Easy-drinking varietals',
        established: 'Unknown',
        description: 'Riverland vineyard and wetland reserve near Kingston-on-Murray with a visitor centre and walking trails.',
      },
    ],
    foodPairings: ['Barbecued sausages', 'Margherita pizza', 'Fish and chips', 'Chicken schnitzel'],
    priceRange: '$8-$40+',
    bestVintages: ['2012', '2016', '2021'],
  },
  {
    id: 'southern-fleurieu',
    name: 'Southern Fleurieu',
    state: 'South Australia',
    description:
      'A small, scenic region on the lower Fleurieu Peninsula around Mount Compass, Yankalilla and Victor Harbor, surrounded on three sides by ocean. Its cooler maritime conditions give finer, more elegant wines than neighbouring McLaren Vale.',
    climate: 'Cool maritime climate with strong ocean breezes, moderate rainfall and a long, gentle ripening season.',
    established: '1850s — vines planted at Port Elliot in 1853; the modern industry grew from the late 1980s',
    signatureVarieties: ['Shiraz', 'Cabernet Sauvignon', 'Chardonnay', 'Sauvignon Blanc', 'Pinot Noir'],
    characteristics: [
      'Elegant, medium-bodied reds with bright acidity',
      'Crisp whites shaped by sea breezes',
      'Small family vineyards and boutique producers',
      'Close to the coast, whale-watching and Victor Harbor tourism',
    ],
    famousWineries: [
      {
        name: 'Salomon Estate',
        specialty: 'Finniss River Shiraz and Rhône-style reds',
        established: '1995',
        description:
          'Australian venture of Austrian winemaker Bert Salomon of Salomon Undhof, on a hillside vineyard by the Finniss River.',
      },
      {
        name: 'Mt Jagged Wines',
        specialty: 'Chardonnay, Shiraz and sparkling red',
        established: '1989',
        description: 'Family vineyard near Victor Harbor, one of the first plantings in the modern Southern Fleurieu.',
      },
    ],
    foodPairings: ['Grilled King George whiting', 'Roast lamb', 'Local cheeses', 'Chargrilled octopus'],
    priceRange: '$18-$60+',
    bestVintages: ['2010', '2012', '2021'],
  },
  {
    id: 'kangaroo-island',
    name: 'Kangaroo Island',
    state: 'South Australia',
    description:
      'Australia’s third-largest island, a short ferry ride from Cape Jervis, with a small but distinctive wine scene alongside renowned local produce and wildlife. Vineyards were badly hit by the 2019-20 bushfires and the community has been rebuilding since.',
    climate: 'Cool maritime climate surrounded by the Southern Ocean, with mild summers and a long ripening season.',
    established:
      'Vines were first planted near Kingscote in the 1830s; the modern wine industry developed from the 1980s and 1990s',
    signatureVarieties: ['Cabernet Sauvignon', 'Shiraz', 'Cabernet Franc', 'Sauvignon Blanc', 'Chardonnay'],
    characteristics: [
      'Maritime-influenced Cabernet family reds',
      'Fresh, textural whites',
      'Small, boutique producers with strong local tourism',
      'Pairs naturally with island seafood, honey and sheep cheeses',
    ],
    famousWineries: [
      {
        name: 'The Islander Estate Vineyards',
        specialty: 'Cabernet Franc-led reds and Semillon',
        established: '2000',
        description:
          'Vineyard established by Bordeaux winemaker Jacques Lurton, who applies French techniques to island-grown fruit.',
      },
      {
        name: 'Bay of Shoals',
        specialty: 'Riesling, Chardonnay and Savagnin',
        established: 'Unknown',
        description: 'Kingscote winery with a cellar door overlooking the bay of the same name.',
      },
      {
        name: 'Dudley Wines',
        specialty: 'Shiraz, Cabernet and Rosé',
        established: 'Unknown',
        description: 'Family winery on the Dudley Peninsula near Penneshaw with sweeping views of Backstairs Passage.',
      },
    ],
    foodPairings: ['King George whiting', 'Kangaroo Island marron', 'Sheep milk cheeses', 'Oysters'],
    priceRange: '$20-$60+',
    bestVintages: ['2012', '2016', '2019'],
  },
];

const NEW_SOUTH_WALES: WineRegion[] = [
  {
    id: 'hunter-valley',
    name: 'Hunter Valley',
    state: 'New South Wales',
    description:
      'Australia’s oldest continuously producing wine region, about two hours north of Sydney, and the home of the country’s unique style of unoaked, long-lived Semillon. Medium-bodied, earthy Shiraz is its other great wine.',
    climate:
      'Warm, humid subtropical climate with much of the rain falling in summer and afternoon cloud that moderates the heat.',
    established: '1820s — early plantings followed by James Busby’s vine collection in the 1830s',
    signatureVarieties: ['Semillon', 'Shiraz', 'Chardonnay', 'Verdelho'],
    characteristics: [
      'Low-alcohol Semillon picked early that turns toasty and honeyed with age',
      'Medium-bodied, savoury Shiraz with earthy notes',
      'Early harvests to avoid late-summer rain',
      'Among the busiest wine-tourism regions in the country',
    ],
    famousWineries: [
      {
        name: "Tyrrell's",
        specialty: 'Vat 1 Semillon and Vat 47 Chardonnay',
        established: '1858',
        description:
          'Family winery founded by Edward Tyrrell, which released one of the first commercial Australian Chardonnays in 1971.',
      },
      {
        name: 'Mount Pleasant',
        specialty: 'Lovedale Semillon and Old Hill Shiraz',
        established: '1921',
        description: 'Founded by legendary winemaker Maurice O’Shea, whose Hunter reds are still revered.',
      },
      {
        name: 'Brokenwood',
        specialty: 'Graveyard Vineyard Shiraz and ILR Semillon',
        established: '1970',
        description: 'Started by a group of Sydney friends, it grew into one of the Hunter’s most respected wineries.',
      },
      {
        name: 'Audrey Wilkinson',
        specialty: 'Semillon and Shiraz',
        established: '1866',
        description: 'Historic estate in the Brokenback Range with some of the best views in the valley.',
      },
    ],
    foodPairings: ['Sydney rock oysters', 'Grilled snapper', 'Roast duck', 'Aged cheddar'],
    priceRange: '$15-$250+',
    bestVintages: ['2011', '2014', '2018'],
  },
  {
    id: 'mudgee',
    name: 'Mudgee',
    state: 'New South Wales',
    description:
      'An elevated region on the western slopes of the Great Dividing Range, settled by German vignerons in the gold rush era. It makes robust Shiraz and Cabernet alongside fine Chardonnay and Riesling.',
    climate: 'Continental climate at 450-1100 metres, with warm days, cold nights, frosty winters and relatively low humidity.',
    established: '1858 — German settlers Adam Roth and Andreas Kurtz planted the first vineyards',
    signatureVarieties: ['Shiraz', 'Cabernet Sauvignon', 'Chardonnay', 'Riesling'],
    characteristics: [
      'Deeply coloured, generous red wines',
      'Strong tradition of family-owned wineries',
      'Long history of organic viticulture',
      'Food and wine festival culture in the town of Mudgee',
    ],
    famousWineries: [
      {
        name: 'Huntington Estate',
        specialty: 'Cabernet Sauvignon and Shiraz',
        established: '1969',
        description: 'Known for long-lived reds and its annual chamber music festival held among the barrels.',
      },
      {
        name: 'Robert Stein',
        specialty: 'Riesling and Shiraz',
        established: '1976',
        description: 'Family winery whose Rieslings are among the best from New South Wales.',
      },
      {
        name: 'Lowe Wines',
        specialty: 'Organic Shiraz and Zinfandel',
        established: 'Unknown',
        description: 'Organic producer run by winemaker David Lowe, with a farm-to-table approach.',
      },
    ],
    foodPairings: ['Lamb shanks', 'Beef pies', 'Roast pork', 'Hard cheeses'],
    priceRange: '$15-$80+',
    bestVintages: ['2014', '2017', '2018'],
  },
  {
    id: 'orange',
    name: 'Orange',
    state: 'New South Wales',
    description:
      'A high-altitude region surrounding the extinct volcano Mount Canobolas in central-west New South Wales. Its elevation, with vineyards defined as lying above 600 metres, gives vibrant cool-climate wines.',
    climate: 'Cool continental climate driven by altitude, with cold winters, frost risk and cool nights throughout ripening.',
    established: '1980s — modern commercial vineyards such as Bloodwood, planted in 1983',
    signatureVarieties: ['Chardonnay', 'Sauvignon Blanc', 'Shiraz', 'Pinot Noir', 'Riesling'],
    characteristics: [
      'Australia’s only wine region defined by altitude',
      'Basalt and volcanic soils on the slopes of Mount Canobolas',
      'Crisp whites and peppery, medium-bodied Shiraz',
      'Thriving regional food scene',
    ],
    famousWineries: [
      {
        name: 'Bloodwood',
        specialty: 'Chardonnay and Riesling',
        established: '1983',
        description: 'Pioneering vineyard of Stephen and Rhonda Doyle, among the first in the modern Orange region.',
      },
      {
        name: 'Philip Shaw',
        specialty: 'Chardonnay, Pinot Noir and Shiraz',
        established: 'Unknown',
        description: 'Koomooloo vineyard of former Rosemount chief winemaker Philip Shaw, now run by his sons.',
      },
      {
        name: 'Ross Hill Wines',
        specialty: 'Chardonnay and Cabernet Franc',
        established: 'Unknown',
        description: 'Family winery with high-altitude vineyards near Orange.',
      },
    ],
    foodPairings: ['Goat cheese tart', 'Trout with almonds', 'Mushroom pasta', 'Roast chicken'],
    priceRange: '$18-$100+',
    bestVintages: ['2015', '2017', '2018'],
  },
  {
    id: 'canberra-district',
    name: 'Canberra District',
    state: 'New South Wales',
    description:
      'A cool, elevated region around the national capital, with most vineyards just over the border in New South Wales near Murrumbateman and Lake George. It is best known for perfumed Shiraz Viognier and pristine Riesling.',
    climate: 'Cool continental climate with warm days, cold nights, frosts and a large daily temperature range.',
    established: '1970s — modern vineyards founded by scientists, including Clonakilla in 1971',
    signatureVarieties: ['Shiraz', 'Riesling', 'Viognier', 'Pinot Noir'],
    characteristics: [
      'Aromatic Shiraz co-fermented with a little Viognier',
      'Dry, steely Riesling',
      'Many founders were scientists from CSIRO and the university',
      'Small-scale, family-run cellar doors',
    ],
    famousWineries: [
      {
        name: 'Clonakilla',
        specialty: 'Shiraz Viognier',
        established: '1971',
        description: 'Founded by scientist Dr John Kirk; his son Tim’s Shiraz Viognier is one of Australia’s iconic wines.',
      },
      {
        name: 'Helm Wines',
        specialty: 'Riesling',
        established: '1973',
        description: 'Ken Helm’s Murrumbateman winery, a tireless champion of Riesling.',
      },
      {
        name: 'Lark Hill',
        specialty: 'Biodynamic Pinot Noir and Grüner Veltliner',
        established: '1978',
        description: 'High-altitude biodynamic vineyard near Bungendore.',
      },
    ],
    foodPairings: ['Roast duck', 'Pork dumplings', 'Venison', 'Asian-style salads'],
    priceRange: '$20-$150+',
    bestVintages: ['2015', '2018', '2021'],
  },
  {
    id: 'riverina',
    name: 'Riverina',
    state: 'New South Wales',
    description:
      'A flat, irrigated region around Griffith and Leeton in the Murrumbidgee Irrigation Area, producing a large part of the state’s wine. Italian migrant families built its industry, and it is world famous for botrytis-affected sweet Semillon.',
    climate:
      'Hot, dry continental climate with irrigation from the Murrumbidgee; autumn humidity allows noble rot for sweet wines.',
    established: '1910s — irrigation settlement from 1912 and McWilliam’s Hanwood winery in 1913',
    signatureVarieties: ['Semillon', 'Shiraz', 'Chardonnay', 'Durif'],
    characteristics: [
      'Botrytis Semillon dessert wines of international standing',
      'Large-scale production of value-for-money wines',
      'Strong Italian-Australian heritage',
      'Home of the [yellow tail] brand',
    ],
    famousWineries: [
      {
        name: 'De Bortoli Wines',
        specialty: 'Noble One Botrytis Semillon',
        established: '1928',
        description:
          'Founded by Vittorio and Giuseppina De Bortoli at Bilbul; its Noble One set the benchmark for Australian dessert wine.',
      },
      {
        name: "McWilliam's",
        specialty: 'Hanwood fortifieds and value varietals',
        established: '1877',
        description: 'Historic family company founded by Samuel McWilliam, based at Hanwood since 1913.',
      },
      {
        name: 'Calabria Family Wines',
        specialty: 'Durif and the Three Bridges range',
        established: '1945',
        description: 'Third-generation Italian-Australian family winery near Griffith.',
      },
      {
        name: 'Casella Family Brands',
        specialty: '[yellow tail] varietals',
        established: '1969',
        description: 'Yenda producer whose [yellow tail] range became one of the best-selling wine brands in the world.',
      },
    ],
    foodPairings: ['Antipasto platters', 'Pasta with tomato sauce', 'Blue cheese', 'Crème brûlée'],
    priceRange: '$8-$50+',
    bestVintages: ['2008', '2014', '2017'],
  },
  {
    id: 'hilltops',
    name: 'Hilltops',
    state: 'New South Wales',
    description:
      'A region around the cherry-growing town of Young on the south-west slopes of New South Wales. It makes structured Shiraz and Cabernet and has become a notable source of Italian varieties such as Nebbiolo.',
    climate: 'Continental climate at 450-700 metres, with hot days, cold nights and a long dry autumn.',
    established: '1860s — Croatian gold-rush settlers planted the first vines; modern plantings began in 1969',
    signatureVarieties: ['Shiraz', 'Cabernet Sauvignon', 'Nebbiolo', 'Chardonnay'],
    characteristics: [
      'Deep-coloured, structured reds',
      'Granite-derived and red clay soils',
      'Increasing focus on Italian varieties',
      'Shares its landscape with cherry orchards',
    ],
    famousWineries: [
      {
        name: 'Freeman Vineyards',
        specialty: 'Rondinella and Corvina blends',
        established: 'Unknown',
        description: 'Winery of scientist Dr Brian Freeman, known for Italian varieties rarely grown in Australia.',
      },
      {
        name: 'Grove Estate',
        specialty: 'Nebbiolo, Shiraz and Cabernet',
        established: 'Unknown',
        description: 'Family-owned estate near Young producing wines from its own vineyards.',
      },
      {
        name: 'Moppity Vineyards',
        specialty: 'Shiraz and Cabernet Sauvignon',
        established: 'Unknown',
        description: 'Hilltops producer known for Shiraz and Cabernet grown on its own vineyards.',
      },
    ],
    foodPairings: ['Slow-cooked lamb', 'Porcini risotto', 'Barbecued steak', 'Charcuterie'],
    priceRange: '$15-$80+',
    bestVintages: ['2015', '2017', '2018'],
  },
];

const VICTORIA: WineRegion[] = [
  {
    id: 'yarra-valley',
    name: 'Yarra Valley',
    state: 'Victoria',
    description:
      'Victoria’s first wine region, an hour east of Melbourne, renowned for elegant Chardonnay, Pinot Noir and Cabernet blends as well as premium sparkling wine. Its rolling hills mix historic estates with modern small producers.',
    climate: 'Cool climate with significant variation between the warmer valley floor and the cooler, higher Upper Yarra.',
    established: '1838 — the Ryrie brothers planted vines at Yering',
    signatureVarieties: ['Pinot Noir', 'Chardonnay', 'Cabernet Sauvignon', 'Shiraz'],
    characteristics: [
      'Fine, mineral Chardonnay with restrained oak',
      'Silky, fragrant Pinot Noir',
      'Elegant Cabernet blends with great longevity',
      'Important base for Australian traditional-method sparkling wine',
    ],
    famousWineries: [
      {
        name: 'Yering Station',
        specialty: 'Chardonnay, Pinot Noir and Shiraz Viognier',
        established: '1838',
        description: 'Site of Victoria’s first vineyard, now a winery with restaurant and sculpture park.',
      },
      {
        name: 'Yarra Yering',
        specialty: 'Dry Red No. 1 and Dry Red No. 2',
        established: '1969',
        description: 'Founded by Dr Bailey Carrodus, famous for field blends made from its unirrigated vineyard.',
      },
      {
        name: 'Mount Mary',
        specialty: 'Quintet Cabernet blend and Chardonnay',
        established: '1971',
        description: 'Dr John Middleton’s estate, a cult producer of elegant Bordeaux-style blends.',
      },
      {
        name: 'Coldstream Hills',
        specialty: 'Pinot Noir and Chardonnay',
        established: '1985',
        description: 'Founded by wine writer James Halliday on steep slopes above the valley.',
      },
    ],
    foodPairings: ['Roast duck', 'Salmon fillet', 'Mushroom risotto', 'Soft cheeses such as brie'],
    priceRange: '$20-$250+',
    bestVintages: ['2010', '2012', '2015', '2017'],
  },
  {
    id: 'mornington-peninsula',
    name: 'Mornington Peninsula',
    state: 'Victoria',
    description:
      'A boot-shaped peninsula south-east of Melbourne surrounded by Port Phillip Bay, Western Port and Bass Strait. Its many small vineyards make fine Pinot Noir, Chardonnay and Pinot Gris, and it is a popular weekend food and wine destination.',
    climate: 'Cool maritime climate with sea breezes on three sides, mild summers and a long, slow ripening season.',
    established: '1970s — modern era began when Baillieu Myer planted Elgee Park in 1972',
    signatureVarieties: ['Pinot Noir', 'Chardonnay', 'Pinot Gris', 'Shiraz'],
    characteristics: [
      'Fragrant, fine-boned Pinot Noir',
      'Taut, citrus-driven Chardonnay',
      'Textural Pinot Gris and Pinot Grigio',
      'Dozens of small boutique producers and restaurants',
    ],
    famousWineries: [
      {
        name: 'Stonier',
        specialty: 'Chardonnay and Pinot Noir',
        established: '1978',
        description: 'One of the peninsula’s early producers and a long-time benchmark for its two key varieties.',
      },
      {
        name: 'Paringa Estate',
        specialty: 'Estate Pinot Noir and Shiraz',
        established: '1985',
        description: 'Lindsay McCall’s estate, celebrated for concentrated Pinot Noir and cool-climate Shiraz.',
      },
      {
        name: 'Main Ridge Estate',
        specialty: 'Half Acre Pinot Noir and Chardonnay',
        established: '1975',
        description: 'Planted by Nat and Rosalie White at Red Hill, one of the first commercial vineyards of the modern era.',
      },
      {
        name: 'Ten Minutes by Tractor',
        specialty: 'Single-vineyard Pinot Noir and Chardonnay',
        established: 'Unknown',
        description: 'Named for the three family vineyards that were ten minutes apart by tractor.',
      },
    ],
    foodPairings: ['Mussels in white wine', 'Roast pork', 'Duck confit', 'Salmon'],
    priceRange: '$25-$150+',
    bestVintages: ['2010', '2012', '2015', '2017'],
  },
  {
    id: 'rutherglen',
    name: 'Rutherglen',
    state: 'Victoria',
    description:
      'A historic gold-rush region in north-east Victoria on the Murray River, world famous for luscious fortified Muscat and Topaque aged for decades in old barrels. It also makes big-hearted Durif and Shiraz.',
    climate: 'Warm to hot continental climate with long, dry autumns that let grapes shrivel and concentrate sugar.',
    established: '1850s — vineyards planted during the gold rush; several family wineries date from 1858-1870',
    signatureVarieties: ['Muscat', 'Muscadelle', 'Durif', 'Shiraz'],
    characteristics: [
      'Fortified Muscat and Topaque classified as Rutherglen, Classic, Grand and Rare',
      'Solera-style blending of very old material',
      'Robust, deeply coloured Durif',
      'Multi-generational family wineries',
    ],
    famousWineries: [
      {
        name: 'Morris Wines',
        specialty: 'Old Premium Rare Muscat and Topaque',
        established: '1859',
        description: 'Founded by George Francis Morris and famous for some of the world’s greatest fortifieds.',
      },
      {
        name: 'Campbells',
        specialty: 'Merchant Prince Rare Muscat and Bobbie Burns Shiraz',
        established: '1870',
        description: 'Fifth-generation family winery making fortifieds and robust table reds.',
      },
      {
        name: 'Chambers Rosewood',
        specialty: 'Rare Muscat and Muscadelle',
        established: '1858',
        description: 'Traditional family winery holding extraordinarily old fortified stocks.',
      },
      {
        name: 'All Saints Estate',
        specialty: 'Fortified Muscat and Durif',
        established: '1864',
        description: 'Wahgunyah estate with a landmark castle-style winery building.',
      },
    ],
    foodPairings: ['Sticky date pudding', 'Blue cheese', 'Dark chocolate', 'Roasted nuts and dried fruit'],
    priceRange: '$18-$500+',
    bestVintages: ['2012', '2015', '2018'],
  },
  {
    id: 'heathcote',
    name: 'Heathcote',
    state: 'Victoria',
    description:
      'A central Victorian region running along the Mount Camel Range, famous for ancient red Cambrian soils that yield deeply coloured, concentrated Shiraz. Italian and Spanish varieties are increasingly grown here.',
    climate: 'Warm continental climate, with the Mount Camel Range and southern elevation providing cooler nights.',
    established: '1860s — gold-rush plantings; modern revival led by Jasper Hill in 1975',
    signatureVarieties: ['Shiraz', 'Cabernet Sauvignon', 'Tempranillo', 'Sangiovese', 'Fiano'],
    characteristics: [
      'Distinctive red Cambrian greenstone soils',
      'Dense, velvety Shiraz with dark fruit and spice',
      'Many dry-grown vineyards',
      'Growing range of Mediterranean varieties',
    ],
    famousWineries: [
      {
        name: 'Jasper Hill',
        specialty: "Georgia's Paddock and Emily's Paddock Shiraz",
        established: '1975',
        description: 'Ron and Elva Laughton’s biodynamic, dry-grown vineyard that made Heathcote famous.',
      },
      {
        name: 'Wild Duck Creek Estate',
        specialty: 'Duck Muck Shiraz',
        established: '1980',
        description: 'Anderson family winery known for powerful, concentrated reds.',
      },
      {
        name: 'Paul Osicka Wines',
        specialty: 'Majors Creek Shiraz and Cabernet',
        established: '1955',
        description:
          'Family vineyard at Graytown planted by Czech migrant Paul Osicka Snr, said to be the first new wine-grape vineyard in Victoria for more than 50 years.',
      },
      {
        name: 'Tellurian',
        specialty: 'Shiraz and Rhône varieties',
        established: 'Unknown',
        description: 'Producer on the Mount Camel Range working with Shiraz and a range of Rhône grapes.',
      },
    ],
    foodPairings: ['Chargrilled steak', 'Venison', 'Lamb shoulder', 'Kangaroo fillet'],
    priceRange: '$20-$150+',
    bestVintages: ['2010', '2012', '2015'],
  },
  {
    id: 'goulburn-valley',
    name: 'Goulburn Valley',
    state: 'Victoria',
    description:
      'A region along the Goulburn River in central Victoria, including the Nagambie Lakes sub-region, home to historic Tahbilk. It is famous for Marsanne and long-lived Shiraz.',
    climate: 'Warm climate moderated by the river, lakes and lagoons of the Nagambie Lakes area.',
    established: '1860 — Tahbilk was founded beside the Goulburn River',
    signatureVarieties: ['Marsanne', 'Shiraz', 'Cabernet Sauvignon', 'Viognier'],
    characteristics: [
      'One of the world’s largest single plantings of Marsanne',
      'Pre-phylloxera Shiraz vines planted in 1860',
      'Rhône white varieties such as Roussanne and Viognier',
      'Sandy, iron-rich soils near waterways',
    ],
    famousWineries: [
      {
        name: 'Tahbilk',
        specialty: 'Marsanne and 1860 Vines Shiraz',
        established: '1860',
        description: 'Historic estate still run by the Purbrick family, with original cellars and ungrafted 1860 vines.',
      },
      {
        name: 'Mitchelton',
        specialty: 'Shiraz and Rhône-style whites',
        established: '1969',
        description: 'Nagambie Lakes winery recognised by its distinctive tower beside the Goulburn River.',
      },
      {
        name: 'Box Grove Vineyard',
        specialty: 'Vermentino, Roussanne and Prosecco',
        established: 'Unknown',
        description: 'Small Nagambie Lakes producer focused on Mediterranean varieties.',
      },
    ],
    foodPairings: ['Grilled fish with herbs', 'Chicken and leek pie', 'Roast lamb', 'Pork belly'],
    priceRange: '$15-$350+',
    bestVintages: ['2010', '2012', '2015'],
  },
  {
    id: 'pyrenees',
    name: 'Pyrenees',
    state: 'Victoria',
    description:
      'A quiet region of rolling hills around Avoca and Moonambel in western Victoria. It produces structured, minty Shiraz and Cabernet, plus sparkling wine from its cooler sites.',
    climate: 'Continental climate with warm dry summers, cool nights and a long autumn.',
    established: '1960s — modern era began when Château Rémy (now Blue Pyrenees) was planted in 1963',
    signatureVarieties: ['Shiraz', 'Cabernet Sauvignon', 'Chardonnay'],
    characteristics: [
      'Full-bodied reds with eucalypt and mint notes',
      'Gravelly, quartz-rich soils',
      'Sparkling wine heritage from French investment',
      'Small family wineries and rural charm',
    ],
    famousWineries: [
      {
        name: 'Blue Pyrenees Estate',
        specialty: 'Estate red blend and sparkling',
        established: '1963',
        description: 'Founded by Rémy Martin as Château Rémy to make brandy and sparkling wine, now a table wine estate.',
      },
      {
        name: 'Taltarni',
        specialty: 'Cabernet Sauvignon, Shiraz and sparkling',
        established: 'Unknown',
        description: 'Moonambel winery shaped by French winemaker Dominique Portet in its early decades.',
      },
      {
        name: 'Dalwhinnie',
        specialty: 'Moonambel Shiraz and Chardonnay',
        established: 'Unknown',
        description: 'Elevated vineyard producing some of the region’s most refined wines.',
      },
    ],
    foodPairings: ['Roast beef', 'Lamb with rosemary', 'Mushroom pies', 'Aged cheddar'],
    priceRange: '$18-$100+',
    bestVintages: ['2010', '2012', '2015'],
  },
  {
    id: 'grampians',
    name: 'Grampians',
    state: 'Victoria',
    description:
      'A region in western Victoria centred on Great Western, beneath the Grampians (Gariwerd) ranges. It is renowned for peppery, cool-climate Shiraz and for sparkling Shiraz matured in tunnels dug by former gold miners.',
    climate: 'Cool continental climate with cold winters, frosts and a long, mild ripening season.',
    established: '1860s — Joseph Best and Henry Best established wineries at Great Western',
    signatureVarieties: ['Shiraz', 'Riesling', 'Chardonnay', 'Pinot Meunier'],
    characteristics: [
      'Spicy, peppery Shiraz with fine tannins',
      'Historic sparkling Shiraz tradition',
      'Underground cellars, known as the Drives, at Great Western',
      'Some of the oldest Pinot Meunier and Shiraz vines in Australia',
    ],
    famousWineries: [
      {
        name: "Best's Great Western",
        specialty: 'Thomson Family Shiraz and Old Vine Pinot Meunier',
        established: '1866',
        description: 'Owned by the Thomson family since 1920, with a nursery block of very old and rare vines.',
      },
      {
        name: 'Seppelt Great Western',
        specialty: 'Sparkling Shiraz and St Peters Shiraz',
        established: '1865',
        description: 'Historic winery known for its kilometres of underground tunnels used for sparkling wine.',
      },
      {
        name: 'Mount Langi Ghiran',
        specialty: 'Langi Shiraz',
        established: 'Unknown',
        description: 'Winery beneath Mount Langi Ghiran whose peppery Shiraz helped define cool-climate Australian Shiraz.',
      },
    ],
    foodPairings: ['Roast turkey', 'Kangaroo steak', 'Peppered beef', 'Game birds'],
    priceRange: '$20-$200+',
    bestVintages: ['2010', '2012', '2015'],
  },
  {
    id: 'alpine-valleys',
    name: 'Alpine Valleys',
    state: 'Victoria',
    description:
      'The river valleys of the Ovens, Buffalo, Buckland and Kiewa beneath Victoria’s highest peaks, around Bright, Porepunkah and Myrtleford. Former tobacco farms, many worked by Italian families, are now planted to vines, with a focus on Italian and alternative varieties.',
    climate:
      'Cool to moderate climate with cold mountain air draining down the valleys at night and higher rainfall at altitude.',
    established: '1850s — gold-rush plantings; the modern industry grew from the 1980s as tobacco farming declined',
    signatureVarieties: ['Tempranillo', 'Chardonnay', 'Pinot Gris', 'Merlot', 'Fiano'],
    characteristics: [
      'Fresh, aromatic whites and medium-bodied reds',
      'Strong Italian-Australian heritage',
      'Experimental plantings of rare varieties',
      'Spectacular mountain scenery and ski-season tourism',
    ],
    famousWineries: [
      {
        name: 'Gapsted Wines',
        specialty: 'Alternative varieties and Tempranillo',
        established: 'Unknown',
        description: 'Brand of the Victorian Alps Wine Company, which also makes wine for many local growers.',
      },
      {
        name: 'Billy Button Wines',
        specialty: 'Small-batch alternative varieties',
        established: 'Unknown',
        description: 'Winemaker Jo Marsh’s label, with a cellar door in Bright and a long list of unusual varieties.',
      },
      {
        name: 'Mayford Wines',
        specialty: 'Tempranillo, Chardonnay and Shiraz',
        established: 'Unknown',
        description: 'Small family vineyard in the Porepunkah area known for elegant, high-quality Tempranillo.',
      },
    ],
    foodPairings: ['Wood-fired pizza', 'Trout', 'Chestnut and mushroom dishes', 'Salumi'],
    priceRange: '$20-$60+',
    bestVintages: ['2015', '2017', '2021'],
  },
  {
    id: 'bendigo',
    name: 'Bendigo',
    state: 'Victoria',
    description:
      'A central Victorian region centred on the grand gold-rush city of Bendigo, where vines flourished in the 1800s before phylloxera. Its revival since 1969 has focused on rich, generous Shiraz and Cabernet.',
    climate: 'Warm continental climate with dry summers and cool nights.',
    established: '1850s — gold-rush plantings; revived in 1969 by Stuart Anderson at Balgownie',
    signatureVarieties: ['Shiraz', 'Cabernet Sauvignon', 'Chardonnay'],
    characteristics: [
      'Full-bodied reds with ripe fruit and eucalypt notes',
      'Historic gold-rush towns and architecture',
      'Small family-run vineyards',
      'Vines largely wiped out by phylloxera in the 1890s and replanted in the modern era',
    ],
    famousWineries: [
      {
        name: 'Balgownie Estate',
        specialty: 'Shiraz and Cabernet Sauvignon',
        established: '1969',
        description: 'Stuart Anderson’s vineyard at Maiden Gully that led the revival of Bendigo wine.',
      },
      {
        name: 'Passing Clouds',
        specialty: 'Shiraz and Cabernet blends',
        established: 'Unknown',
        description: 'Winery founded by Graeme Leith, known for characterful, long-lived reds.',
      },
      {
        name: 'Water Wheel Vineyards',
        specialty: 'Shiraz and Cabernet Sauvignon',
        established: 'Unknown',
        description: 'Family winery at Bridgewater on Loddon, named after a historic flour mill water wheel.',
      },
    ],
    foodPairings: ['Beef and red wine pie', 'Roast lamb', 'Barbecued steak', 'Aged cheddar'],
    priceRange: '$15-$80+',
    bestVintages: ['2010', '2012', '2015'],
  },
  {
    id: 'king-valley',
    name: 'King Valley',
    state: 'Victoria',
    description:
      'A valley in north-east Victoria shaped by Italian migrant families who moved from tobacco into grapes. It is the home of Australian Prosecco and a leader in Italian varieties, alongside the historic Brown Brothers at Milawa.',
    climate: 'Varied climate, from warmer sites on the valley floor to cool, high vineyards above 800 metres at Whitlands.',
    established: '1889 — Brown Brothers made their first vintage at Milawa; Italian families planted widely from the 1970s',
    signatureVarieties: ['Prosecco', 'Pinot Gris', 'Sangiovese', 'Nebbiolo', 'Riesling'],
    characteristics: [
      'Birthplace of Australian Prosecco',
      'Italian varieties such as Sangiovese, Nebbiolo and Barbera',
      'La Dolce Vita food and wine culture',
      'High-altitude sites for sparkling base and aromatic whites',
    ],
    famousWineries: [
      {
        name: 'Brown Brothers',
        specialty: 'Prosecco, Moscato and Orange Muscat and Flora',
        established: '1889',
        description: 'Family winery at Milawa that has long trialled new varieties in its experimental Kindergarten winery.',
      },
      {
        name: 'Dal Zotto',
        specialty: 'Prosecco',
        established: 'Unknown',
        description: 'Otto Dal Zotto planted Prosecco in the valley and helped spark its Australian popularity.',
      },
      {
        name: 'Pizzini',
        specialty: 'Sangiovese and Nebbiolo',
        established: 'Unknown',
        description: 'Family winery known for Italian varieties and its cooking school, A tavola!.',
      },
    ],
    foodPairings: ['Antipasto', 'Pasta with ragù', 'Gnocchi', 'Fresh mozzarella'],
    priceRange: '$15-$80+',
    bestVintages: ['2015', '2017', '2018'],
  },
];

const WESTERN_AUSTRALIA: WineRegion[] = [
  {
    id: 'margaret-river',
    name: 'Margaret River',
    state: 'Western Australia',
    description:
      'A coastal region in the far south-west of Western Australia, between Cape Naturaliste and Cape Leeuwin, producing world-class Cabernet Sauvignon and Chardonnay. Surf beaches, forests and cellar door restaurants make it one of Australia’s great wine destinations.',
    climate:
      'Maritime Mediterranean climate with mild temperatures, dry summers and wet winters, strongly moderated by the Indian Ocean.',
    established: '1967 — Dr Tom Cullity planted Vasse Felix after research by Dr John Gladstones',
    signatureVarieties: ['Cabernet Sauvignon', 'Chardonnay', 'Semillon', 'Sauvignon Blanc'],
    characteristics: [
      'Structured Cabernet with blackcurrant, bay leaf and fine tannins',
      'Powerful yet elegant Chardonnay, often from the Gingin clone',
      'Semillon Sauvignon Blanc blends',
      'Consistent vintages thanks to the ocean influence',
    ],
    famousWineries: [
      {
        name: 'Vasse Felix',
        specialty: 'Tom Cullity Cabernet and Heytesbury Chardonnay',
        established: '1967',
        description: 'The region’s founding winery, established by Dr Tom Cullity.',
      },
      {
        name: 'Leeuwin Estate',
        specialty: 'Art Series Chardonnay',
        established: '1974',
        description: 'Horgan family estate whose Art Series Chardonnay is one of Australia’s finest whites.',
      },
      {
        name: 'Moss Wood',
        specialty: 'Cabernet Sauvignon',
        established: '1969',
        description: 'Small Wilyabrup estate renowned for long-lived Cabernet.',
      },
      {
        name: 'Cullen Wines',
        specialty: 'Diana Madeline Cabernet blend and Kevin John Chardonnay',
        established: '1971',
        description: 'Pioneering family winery, certified biodynamic and carbon neutral.',
      },
    ],
    foodPairings: ['Margaret River beef', 'Marron', 'Crayfish', 'Roast lamb'],
    priceRange: '$18-$300+',
    bestVintages: ['2010', '2014', '2018', '2020'],
  },
  {
    id: 'great-southern',
    name: 'Great Southern',
    state: 'Western Australia',
    description:
      'Australia’s largest wine region, spanning the south coast of Western Australia with five sub-regions: Albany, Denmark, Frankland River, Mount Barker and Porongurup. It is known for taut, long-lived Riesling and peppery Shiraz.',
    climate: 'Cool climate with maritime influence near the coast and a more continental character inland at Frankland River.',
    established: '1966 — trial vines planted at Forest Hill near Mount Barker',
    signatureVarieties: ['Riesling', 'Shiraz', 'Cabernet Sauvignon', 'Chardonnay', 'Pinot Noir'],
    characteristics: [
      'Five distinct sub-regions with varied soils and climates',
      'Fine, mineral Riesling with great ageing potential',
      'Medium-bodied, spicy Shiraz',
      'Remote, uncrowded vineyards',
    ],
    famousWineries: [
      {
        name: 'Plantagenet',
        specialty: 'Riesling and Shiraz',
        established: '1968',
        description: 'Mount Barker pioneer, the first winery of the Great Southern.',
      },
      {
        name: 'Howard Park',
        specialty: 'Riesling and Abercrombie Cabernet',
        established: '1986',
        description: 'Family winery founded in Denmark with vineyards in both Great Southern and Margaret River.',
      },
      {
        name: 'Frankland Estate',
        specialty: 'Isolation Ridge Riesling and Shiraz',
        established: '1988',
        description: 'Frankland River family estate that champions Riesling and organic farming.',
      },
      {
        name: 'Forest Hill Vineyard',
        specialty: 'Riesling and Chardonnay',
        established: '1966',
        description: 'Site of the first vines planted in the Great Southern, near Mount Barker.',
      },
    ],
    foodPairings: ['Albany oysters', 'Grilled sardines', 'Duck with cherry', 'Lamb rack'],
    priceRange: '$18-$120+',
    bestVintages: ['2014', '2016', '2018'],
  },
  {
    id: 'swan-district',
    name: 'Swan District',
    state: 'Western Australia',
    description:
      'The oldest wine region in Western Australia, spreading along the Swan River just north-east of Perth and including the Swan Valley. It is known for Chenin Blanc, Verdelho and fortifieds, and for its close link to the city’s dining scene.',
    climate: 'Hot Mediterranean climate with very warm, dry summers and Fremantle Doctor sea breezes in the afternoon.',
    established: '1830s — vines planted soon after Perth was settled; Houghton was founded in 1836',
    signatureVarieties: ['Chenin Blanc', 'Verdelho', 'Shiraz', 'Muscat'],
    characteristics: [
      'Western Australia’s historic heart of wine',
      'Rich Chenin Blanc and Verdelho',
      'Fortified wine tradition',
      'A short drive from Perth, with many family cellar doors',
    ],
    famousWineries: [
      {
        name: 'Houghton',
        specialty: 'White Classic blend and Jack Mann Cabernet',
        established: '1836',
        description: 'Historic Swan Valley winery whose white blend was for many years one of Australia’s top-selling whites.',
      },
      {
        name: 'Sandalford',
        specialty: 'Verdelho, Chenin Blanc and Cabernet',
        established: '1840',
        description: 'One of Western Australia’s oldest wineries, with estates in the Swan Valley and Margaret River.',
      },
      {
        name: 'Talijancich Wines',
        specialty: 'Verdelho and fortified wines',
        established: '1932',
        description: 'Family winery founded by Croatian migrants, known for aged Verdelho and old fortifieds.',
      },
    ],
    foodPairings: ['Fish and chips', 'Chicken satay', 'Thai curries', 'Fruit desserts'],
    priceRange: '$15-$80+',
    bestVintages: ['2012', '2016', '2018'],
  },
  {
    id: 'geographe',
    name: 'Geographe',
    state: 'Western Australia',
    description:
      'A diverse region around Bunbury and Geographe Bay, between Perth and Margaret River, including the Ferguson Valley and Donnybrook hills. It grows a wide range of varieties, from classic Cabernet and Chardonnay to Spanish and Italian grapes.',
    climate: 'Mediterranean climate with coastal sea breezes near the bay and cooler conditions in the elevated Ferguson Valley.',
    established: '1970s — modern vineyards such as Capel Vale, founded in 1974',
    signatureVarieties: ['Shiraz', 'Cabernet Sauvignon', 'Chardonnay', 'Tempranillo', 'Sauvignon Blanc'],
    characteristics: [
      'Coastal plains and elevated hill sites within one region',
      'Experimental plantings of Iberian varieties',
      'Small family producers',
      'Good value compared with Margaret River',
    ],
    famousWineries: [
      {
        name: 'Capel Vale',
        specialty: 'Shiraz, Cabernet and Chardonnay',
        established: '1974',
        description: 'Founded by Dr Peter Pratten at Capel, the region’s best-known winery.',
      },
      {
        name: 'Willow Bridge Estate',
        specialty: 'Shiraz and Chardonnay',
        established: 'Unknown',
        description: 'Ferguson Valley estate with hillside vineyards overlooking the valley.',
      },
      {
        name: 'Mazza Wines',
        specialty: 'Tempranillo, Graciano and Touriga Nacional',
        established: 'Unknown',
        description: 'Small producer dedicated to Spanish and Portuguese varieties.',
      },
    ],
    foodPairings: ['Paella', 'Grilled lamb', 'Roast chicken', 'Tapas'],
    priceRange: '$15-$60+',
    bestVintages: ['2014', '2016', '2018'],
  },
  {
    id: 'pemberton',
    name: 'Pemberton',
    state: 'Western Australia',
    description:
      'A region in Western Australia’s southern forests, surrounded by towering karri trees. Its cool, wet conditions suit Chardonnay, Pinot Noir and Sauvignon Blanc, and the area is also known for truffles and marron.',
    climate: 'Cool, relatively high-rainfall climate with moderate summers and a long ripening season.',
    established: '1970s — trial plantings following research by Dr John Gladstones; commercial wineries from the 1980s',
    signatureVarieties: ['Chardonnay', 'Pinot Noir', 'Sauvignon Blanc', 'Merlot'],
    characteristics: [
      'Elegant, fine-boned Chardonnay',
      'Pinot Noir grown among karri forests',
      'Gravelly loams and richer karri loam soils',
      'Part of the wider Southern Forests food region',
    ],
    famousWineries: [
      {
        name: 'Picardy',
        specialty: 'Pinot Noir, Chardonnay and Shiraz',
        established: 'Unknown',
        description: 'Family estate founded by Bill and Sandra Pannell after they left Moss Wood in Margaret River.',
      },
      {
        name: 'Salitage',
        specialty: 'Chardonnay and Pinot Noir',
        established: 'Unknown',
        description: 'Estate established by John Horgan that helped prove Pemberton’s potential.',
      },
      {
        name: 'Bellarmine Wines',
        specialty: 'Riesling in dry to sweet styles',
        established: 'Unknown',
        description: 'Pemberton producer known for a range of German-inspired Rieslings.',
      },
    ],
    foodPairings: ['Marron', 'Truffle dishes', 'Trout', 'Roast chicken'],
    priceRange: '$18-$80+',
    bestVintages: ['2014', '2016', '2018'],
  },
  {
    id: 'blackwood-valley',
    name: 'Blackwood Valley',
    state: 'Western Australia',
    description:
      'One of Western Australia’s youngest and most secluded wine regions, following the Blackwood River through Boyup Brook, Bridgetown, Balingup and Nannup. Cabernet and Shiraz dominate its plantings, alongside Chardonnay and Sauvignon Blanc.',
    climate:
      'Mediterranean climate with a more continental edge than the coast: warm dry summers, wet winters and spring frost risk.',
    established: '1976 — Max Fairbrass planted the first commercial vines at Blackwood Crest near Boyup Brook',
    signatureVarieties: ['Cabernet Sauvignon', 'Shiraz', 'Chardonnay', 'Sauvignon Blanc'],
    characteristics: [
      'Cabernet and Shiraz with earthy undertones',
      'Alluvial valley-floor and gravelly slope soils',
      'Many small vineyards and only a handful of wineries',
      'Quiet country towns and river scenery',
    ],
    famousWineries: [
      {
        name: 'Blackwood Crest Wines',
        specialty: 'Shiraz and Cabernet Sauvignon',
        established: '1976',
        description: 'The Fairbrass family’s vineyard and winery, the first in the region.',
      },
      {
        name: 'Whimwood Hill',
        specialty: 'Chardonnay and Shiraz',
        established: 'Unknown',
        description: 'Boutique vineyard near Nannup whose Chardonnay has won regional acclaim.',
      },
    ],
    foodPairings: ['Roast beef', 'Lamb chops', 'Mushroom dishes', 'Hard cheeses'],
    priceRange: '$15-$45+',
    bestVintages: ['2014', '2016', '2018'],
  },
];

const TASMANIA: WineRegion[] = [
  {
    id: 'tasmania',
    name: 'Tasmania',
    state: 'Tasmania',
    description:
      'Australia’s coolest wine state, a single wine zone with diverse areas including the Tamar Valley, Pipers River, Coal River Valley, Derwent Valley, the Huon Valley and the East Coast. It produces the country’s finest sparkling wines and highly regarded Pinot Noir and Chardonnay.',
    climate: 'Cool maritime climate with long, mild summer days, cool nights and a slow ripening season that preserves acidity.',
    established: '1823 — Bartholomew Broadribb planted vines near Hobart; the modern industry began in the 1950s',
    signatureVarieties: ['Pinot Noir', 'Chardonnay', 'Riesling', 'Sauvignon Blanc', 'Pinot Gris'],
    characteristics: [
      'Australia’s leading source of traditional-method sparkling wine',
      'Vibrant, fragrant Pinot Noir',
      'Chardonnay with tight natural acidity',
      'Aromatic whites such as Riesling and Pinot Gris',
      'Small production and strong demand from mainland producers',
    ],
    famousWineries: [
      {
        name: 'House of Arras',
        specialty: 'Late-disgorged traditional-method sparkling',
        established: 'Unknown',
        description: 'Ed Carr’s sparkling house, regarded as Australia’s finest producer of sparkling wine.',
      },
      {
        name: 'Pipers Brook Vineyard',
        specialty: 'Riesling, Chardonnay and Pinot Noir',
        established: '1974',
        description: 'Founded by Dr Andrew Pirie, a pioneer of the modern Tasmanian wine industry.',
      },
      {
        name: 'Moorilla Estate',
        specialty: 'Riesling, Pinot Noir and Chardonnay',
        established: '1958',
        description: 'Claudio Alcorso’s pioneering Hobart vineyard, now part of the MONA museum site.',
      },
      {
        name: 'Jansz Tasmania',
        specialty: 'Traditional-method sparkling wine',
        established: '1986',
        description: 'Pipers River sparkling house that helped establish Tasmania’s sparkling reputation.',
      },
    ],
    foodPairings: ['Tasmanian oysters', 'Smoked salmon', 'Duck breast', 'Soft cheeses such as brie'],
    priceRange: '$25-$200+',
    bestVintages: ['2010', '2012', '2015'],
  },
];

export const STATE_GROUPS: StateGroup[] = [
  { state: 'South Australia', regions: SOUTH_AUSTRALIA },
  { state: 'New South Wales', regions: NEW_SOUTH_WALES },
  { state: 'Victoria', regions: VICTORIA },
  { state: 'Western Australia', regions: WESTERN_AUSTRALIA },
  { state: 'Tasmania', regions: TASMANIA },
];

export const WINE_REGIONS: WineRegion[] = STATE_GROUPS.flatMap((group) => group.regions);

const REGIONS_BY_ID = new Map(WINE_REGIONS.map((region) => [region.id, region]));

/** The region with this id, or undefined. */
export function findRegion(id: string): WineRegion | undefined {
  return REGIONS_BY_ID.get(id);
}
