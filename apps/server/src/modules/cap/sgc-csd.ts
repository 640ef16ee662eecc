// Census subdivisions shipped with the product, so that an administrator finds their Nation's by name without the
// operator loading anything: the 5,162 of Statistics Canada's Standard Geographical Classification as used by the 2016
// Census (code|name), taken from the Open Civic Data division identifiers (identifiers/country-ca/
// ca_census_subdivisions.csv, CC0 1.0; source: Statistics Canada, 2016 Census, under the Statistics Canada Open
// Licence). The 2021 classification renamed, merged or dissolved a few dozen of them: an operator loads Statistics
// Canada's SGC 2021 file (CAP_SGC_FILE, docs/cap.md), whose names win; a well-formed code off both lists is still
// accepted (cap.sgc.ts isSgcCode) and shown by its code.
export const SHIPPED_SUBDIVISIONS = `1001101|"Division No. 1, Subd. V"
1001105|Portugal Cove South
1001113|Trepassey
1001120|St. Shott's
1001124|"Division No. 1, Subd. U"
1001126|Cape Broyle
1001131|Renews-Cappahayden
1001136|Fermeuse
1001140|Port Kirwan
1001144|Aquaforte
1001149|Ferryland
1001155|"Division No. 1, Subd. W"
1001169|St. Vincent's-St. Stephen's-Peter's River
1001174|Gaskiers-Point La Haye
1001178|St. Mary's
1001181|Riverhead
1001186|Admirals Beach
1001192|St. Joseph's
1001197|Mount Carmel-Mitchells Brook-St. Catherine's
1001203|"Division No. 1, Subd. X"
1001207|Colinet
1001214|"Division No. 1, Subd. C"
1001219|Branch
1001225|Point Lance
1001228|St. Bride's
1001234|"Division No. 1, Subd. B"
1001240|Placentia
1001254|Fox Harbour
1001259|"Division No. 1, Subd. A"
1001263|Long Harbour-Mount Arlington Heights
1001267|Southern Harbour
1001270|Arnold's Cove
1001274|Come By Chance
1001277|Sunnyside
1001281|Chance Cove
1001285|Norman's Cove-Long Cove
1001289|Chapel Arm
1001293|"Division No. 1, Subd. Y"
1001298|Whitbourne
1001304|"Division No. 1, Subd. E"
1001308|Whiteway
1001312|Heart's Delight-Islington
1001316|Heart's Desire
1001321|"Division No. 1, Subd. F"
1001325|Heart's Content
1001328|New Perlican
1001332|Winterton
1001335|Hant's Harbour
1001339|"Division No. 1, Subd. G"
1001343|Old Perlican
1001347|Bay de Verde
1001352|Small Point-Adam's Cove-Blackhead-Broad Cove
1001357|"Division No. 1, Subd. H"
1001361|Salmon Cove
1001365|Victoria
1001370|Carbonear
1001374|"Division No. 1, Subd. I"
1001375|Bryant's Cove
1001379|Harbour Grace
1001385|Upper Island Cove
1001391|"Division No. 1, Subd. J"
1001394|Bishop's Cove
1001396|Spaniard's Bay
1001405|"Division No. 1, Subd. K"
1001409|Bay Roberts
1001415|"Division No. 1, Subd. L"
1001421|"Division No. 1, Subd. M"
1001426|North River
1001429|Clarke's Beach
1001434|South River
1001437|Cupids
1001441|"Division No. 1, Subd. N"
1001446|Brigus
1001452|"Division No. 1, Subd. O"
1001456|Colliers
1001461|Conception Harbour
1001464|Avondale
1001469|Harbour Main-Chapel's Cove-Lakeview
1001472|Holyrood
1001485|Conception Bay South
1001490|"Division No. 1, Subd. R"
1001494|Wabana
1001504|Portugal Cove-St. Philip's
1001505|Pouch Cove
1001507|Flatrock
1001509|Torbay
1001511|Logy Bay-Middle Cove-Outer Cove
1001512|Bauline
1001517|Paradise
1001519|St. John's
1001542|Mount Pearl
1001551|Petty Harbour-Maddox Cove
1001557|Bay Bulls
1001559|Witless Bay
1001565|"Division No. 1, Subd. D"
1002001|"Division No. 2, Subd. E"
1002002|Lewin's Cove
1002005|Burin
1002006|"Division No. 2, Subd. F"
1002008|St. Lawrence
1002009|"Division No. 2, Subd. G"
1002011|Lawn
1002012|Lamaline
1002013|Lord's Cove
1002014|Point May
1002015|Point au Gaul
1002016|"Division No. 2, Subd. H"
1002017|Frenchman's Cove
1002018|Fortune
1002019|Grand Bank
1002021|Garnish
1002022|"Division No. 2, Subd. D"
1002023|Winterland
1002024|Marystown
1002025|Fox Cove-Mortier
1002026|"Division No. 2, Subd. I"
1002027|Bay L'Argent
1002029|"Division No. 2, Subd. J"
1002030|Grand le Pierre
1002031|"Division No. 2, Subd. C"
1002033|Rushoon
1002034|Parkers Cove
1002036|Terrenceville
1002037|Red Harbour
1002039|English Harbour East
1002040|Baine Harbour
1002041|St. Bernard's-Jacques Fontaine
1002044|"Division No. 2, Subd. L"
1002048|"Division No. 2, Subd. K"
1002055|Little Bay East
1003001|"Division No. 3, Subd. A"
1003002|Rencontre East
1003003|St. Jacques-Coomb's Cove
1003004|Belleoram
1003005|Pool's Cove
1003006|"Division No. 3, Subd. B"
1003008|Harbour Breton
1003009|"Division No. 3, Subd. C"
1003010|Seal Cove (Fortune Bay)
1003011|Hermitage-Sandyville
1003012|Gaultois
1003014|"Division No. 3, Subd. D"
1003018|Milltown-Head of Bay d'Espoir
1003019|St. Alban's
1003020|Morrisville
1003021|"Division No. 3, Subd. E"
1003024|"Division No. 3, Subd. F"
1003026|Ramea
1003028|Burgeo
1003031|"Division No. 3, Subd. H"
1003032|Isle aux Morts
1003033|Burnt Islands
1003034|Channel-Port aux Basques
1003038|"Division No. 3, Subd. I"
1003042|"Division No. 3, Subd. J"
1003045|Rose Blanche-Harbour le Cou
1003801|Samiajij Miawpukek
1004001|"Division No. 4, Subd. A"
1004006|"Division No. 4, Subd. B"
1004011|"Division No. 4, Subd. C"
1004013|St. George's
1004016|"Division No. 4, Subd. D"
1004017|Gallants
1004018|Stephenville Crossing
1004019|Stephenville
1004020|Kippens
1004021|Port au Port East
1004022|"Division No. 4, Subd. E"
1004033|Cape St. George
1004037|Lourdes
1004042|Port au Port West-Aguathuna-Felix Cove
1005001|"Division No. 5, Subd. A"
1005003|"Division No. 5, Subd. G"
1005004|Deer Lake
1005005|Jackson's Arm
1005006|Howley
1005007|"Division No. 5, Subd. E"
1005008|Hampden
1005009|Reidville
1005010|"Division No. 5, Subd. F"
1005011|Steady Brook
1005012|Pasadena
1005014|Cormack
1005015|Gillams
1005016|"Division No. 5, Subd. C"
1005017|Massey Drive
1005018|Corner Brook
1005019|"Division No. 5, Subd. D"
1005020|Humber Arm South
1005022|McIvers
1005023|Cox's Cove
1005024|Lark Harbour
1005025|Meadows
1005028|Hughes Brook
1005030|Irishtown-Summerside
1005033|Mount Moriah
1005035|York Harbour
1006001|"Division No. 6, Subd. D"
1006003|Norris Arm
1006008|"Division No. 6, Subd. E"
1006009|Gander
1006011|Appleton
1006012|Glenwood
1006014|"Division No. 6, Subd. C"
1006015|Northern Arm
1006017|Grand Falls-Windsor
1006019|Bishop's Falls
1006021|Peterview
1006022|Botwood
1006026|Badger
1006028|Millertown
1006029|"Division No. 6, Subd. A"
1006031|Buchans
1007001|"Division No. 7, Subd. M"
1007006|"Division No. 7, Subd. L"
1007009|"Division No. 7, Subd. K"
1007013|Clarenville
1007014|"Division No. 7, Subd. J"
1007015|Trinity (Trinity Bay)
1007016|Port Rexton
1007018|"Division No. 7, Subd. I"
1007020|Elliston
1007022|Trinity Bay North
1007023|Bonavista
1007024|"Division No. 7, Subd. G"
1007025|Keels
1007026|Duntara
1007027|King's Cove
1007028|"Division No. 7, Subd. F"
1007031|"Division No. 7, Subd. E"
1007032|Musgravetown
1007036|Port Blandford
1007037|Traytown
1007038|"Division No. 7, Subd. D"
1007039|Sandy Cove
1007040|Terra Nova
1007041|Happy Adventure
1007042|Eastport
1007043|Sandringham
1007044|Glovertown
1007045|"Division No. 7, Subd. N"
1007046|Salvage
1007047|Gambo
1007048|St. Brendan's
1007049|Hare Bay
1007050|Centreville-Wareham-Trinity
1007051|"Division No. 7, Subd. B"
1007054|Greenspond
1007056|"Division No. 7, Subd. A"
1007057|Dover
1007060|New-Wes-Valley
1007067|Indian Bay
1008001|"Division No. 8, Subd. M"
1008004|Lumsden
1008006|Musgrave Harbour
1008008|"Division No. 8, Subd. L"
1008011|Carmanville
1008024|Change Islands
1008026|"Division No. 8, Subd. I"
1008029|Crow Head
1008031|"Division No. 8, Subd. H"
1008032|Cottlesville
1008033|Summerford
1008035|Twillingate
1008036|"Division No. 8, Subd. G"
1008037|Campbellton
1008038|Birchy Bay
1008039|Comfort Cove-Newstead
1008040|Baytona
1008042|"Division No. 8, Subd. F"
1008043|Embree
1008044|Lewisporte
1008045|Little Burnt Bay
1008046|"Division No. 8, Subd. E"
1008047|Point of Bay
1008048|Leading Tickles
1008049|Point Leamington
1008052|"Division No. 8, Subd. D"
1008053|Pilley's Island
1008054|Triton
1008055|Brighton
1008056|Lushes Bight-Beaumont-Beaumont North
1008058|"Division No. 8, Subd. C"
1008059|South Brook
1008060|Robert's Arm
1008061|Springdale
1008062|Port Anson
1008063|Little Bay
1008064|Little Bay Islands
1008065|"Division No. 8, Subd. P"
1008066|Beachside
1008067|"Division No. 8, Subd. O"
1008069|King's Point
1008070|Nippers Harbour
1008071|Burlington
1008072|Middle Arm
1008073|Tilt Cove
1008074|"Division No. 8, Subd. A"
1008075|Fleur de Lys
1008076|LaScie
1008077|Brent's Cove
1008078|Pacquet
1008079|Baie Verte
1008091|Seal Cove (White Bay)
1008092|Coachman's Cove
1008093|Westport
1008095|Ming's Bight
1008096|Woodstock
1008098|Miles Cove
1008099|Fogo Island
1009001|"Division No. 9, Subd. F"
1009004|Englee
1009007|Roddickton-Bide Arm
1009008|Conche
1009009|"Division No. 9, Subd. A"
1009010|Trout River
1009011|"Woody Point, Bonne Bay"
1009012|Norris Point
1009013|Rocky Harbour
1009015|Daniel's Harbour
1009016|Cow Head
1009017|Parson's Pond
1009018|Hawke's Bay
1009019|Port Saunders
1009020|St. Pauls
1009021|"Division No. 9, Subd. C"
1009022|Port au Choix
1009023|Anchor Point
1009024|Flower's Cove
1009026|Bird Cove
1009028|Main Brook
1009029|St. Anthony
1009030|Glenburnie-Birchy Head-Shoal Brook
1009031|"Division No. 9, Subd. D"
1009032|St. Lunaire-Griquet
1009034|Cook's Harbour
1009035|Raleigh
1009037|Sally's Cove
1009039|Goose Cove East
1009041|"Division No. 9, Subd. H"
1009042|Bellburns
1009047|"Division No. 9, Subd. G"
1009048|River of Ponds
1010001|"Division No. 10, Subd. A"
1010002|L'Anse au Loup
1010003|Red Bay
1010004|L'Anse-au-Clair
1010005|Forteau
1010006|West St. Modeste
1010007|Pinware
1010008|"Division No. 10, Subd. B"
1010009|Port Hope Simpson
1010010|St. Lewis
1010011|Mary's Harbour
1010012|Cartwright
1010013|Charlottetown
1010020|"Division No. 10, Subd. C"
1010022|North West River
1010025|Happy Valley-Goose Bay
1010029|"Division No. 10, Subd. D"
1010032|Labrador City
1010034|Wabush
1010042|"Division No. 10, Subd. E"
1010801|Natuashish 2
1010802|Sheshatshiu 3
1011005|"Division No. 11, Subd. C"
1011010|Rigolet
1011015|Postville
1011020|Makkovik
1011030|Hopedale
1011035|Nain
1011040|"Division No. 11, Subd. E"
1101001|Lot 64
1101002|Murray Harbour
1101004|Murray River
1101006|Lot 63
1101008|Lot 61
1101009|Lot 59
1101011|Lot 66
1101014|Lot 51
1101016|Lot 52
1101018|Montague
1101019|Lot 53
1101021|Cardigan
1101022|"Kings, Royalty"
1101024|Georgetown
1101026|Lot 54
1101028|Lot 55
1101029|Lot 56
1101031|Lot 43
1101032|Lot 44
1101034|Lot 45
1101036|Souris
1101038|Lot 46
1101039|Lot 47
1101041|Lot 42
1101042|Lot 41
1101044|St. Peters Bay
1101046|Lot 40
1101048|Morell
1101049|Lot 39
1101050|Morell 2
1101051|Lot 38
1102001|Lot 62
1102004|Lot 60
1102006|Lot 58
1102008|Lot 57
1102009|Lot 50
1102012|Lot 49
1102014|Lot 48
1102026|Lot 31
1102028|Lot 65
1102029|Lot 30
1102030|Rocky Point 3
1102031|Lot 29
1102032|Victoria
1102033|Meadowbank
1102034|Crapaud
1102036|Lot 67
1102037|Clyde River
1102038|Lot 20
1102039|Lot 21
1102040|Miltonvale Park
1102041|Lot 22
1102042|Lot 23
1102043|Hunter River
1102044|Lot 24
1102045|Resort Municipality of Stanley Bridge-Hope River-Bayview-Cavendish-North Rustico
1102046|North Rustico
1102048|Brackley
1102049|Lot 33
1102050|Union Road
1102051|Breadalbane
1102052|Lot 34
1102054|Lot 35
1102056|Lot 36
1102057|Scotchfort 4
1102058|Lot 37
1102059|Mount Stewart
1102065|Winsloe South
1102070|Warren Grove
1102075|Charlottetown
1102080|Stratford
1102085|Cornwall
1103001|Lot 28
1103005|Borden-Carleton
1103006|Lot 27
1103008|Kinkora
1103009|Lot 26
1103011|Lot 25
1103012|Lot 19
1103014|Kensington
1103015|Bedeque and Area
1103016|Lot 18
1103018|Sherbrooke
1103019|Lot 17
1103023|Linkletter
1103024|Miscouche
1103025|Summerside
1103026|Lot 15
1103027|Abrams Village
1103028|Lot 16
1103029|Wellington
1103031|Lot 14
1103032|Lot 13
1103033|Tyne Valley
1103034|Lot 12
1103035|Lennox Island 1
1103036|Lot 11
1103038|Lot 10
1103041|Lot 6
1103042|O'Leary
1103044|Lot 9
1103046|Lot 8
1103048|Lot 7
1103049|Lot 5
1103051|Lot 4
1103052|Alberton
1103054|Lot 3
1103056|Lot 2
1103057|St. Louis
1103058|Lot 1
1103059|Tignish
1103062|Miminegash
1201001|Barrington
1201004|Clark's Harbour
1201006|Shelburne
1201008|Shelburne
1201009|Lockeport
1202001|Argyle
1202004|Yarmouth
1202006|Yarmouth
1202040|Yarmouth 33
1203001|Clare
1203004|Digby
1203006|Digby
1203009|Bear River 6
1204009|Ponhook Lake 10
1204010|Queens
1204015|Wildcat 12
1205001|"Annapolis, Subd. D"
1205002|Bear River 6
1205004|"Annapolis, Subd. A"
1205006|Bear River 6B
1205008|Annapolis Royal
1205009|"Annapolis, Subd. B"
1205014|"Annapolis, Subd. C"
1205016|Middleton
1206001|Lunenburg
1206004|Bridgewater
1206006|Lunenburg
1206008|Mahone Bay
1206009|Chester
1206011|Gold River 21
1206014|Pennal 19
1206016|New Ross 20
1207001|"Kings, Subd. A"
1207002|Cambridge 32
1207004|Berwick
1207011|"Kings, Subd. C"
1207012|Kentville
1207016|"Kings, Subd. B"
1207021|"Kings, Subd. D"
1207024|Wolfville
1207027|Glooscap 35
1208001|West Hants
1208002|Windsor
1208008|East Hants
1208014|Indian Brook 14
1209019|Cole Harbour 30
1209029|Shubenacadie 13
1209034|Halifax
1209037|Beaver Lake 17
1209038|Sheet Harbour 36
1209800|Wallace Hills 14A
1210001|"Colchester, Subd. C"
1210002|Stewiacke
1210003|Millbrook 27
1210006|Truro
1210008|"Colchester, Subd. B"
1210012|"Colchester, Subd. A"
1211001|"Cumberland, Subd. A"
1211002|Parrsboro
1211006|"Cumberland, Subd. B"
1211009|"Cumberland, Subd. C"
1211011|Amherst
1211012|Oxford
1211014|"Cumberland, Subd. D"
1212001|"Pictou, Subd. A"
1212004|Pictou
1212006|"Pictou, Subd. B"
1212008|Westville
1212009|Stellarton
1212011|"Pictou, Subd. C"
1212014|New Glasgow
1212016|Trenton
1212019|Fisher's Grant 24
1212023|Merigomish Harbour 31
1213001|St. Mary's
1213004|Guysborough
1213008|Mulgrave
1214001|"Antigonish, Subd. A"
1214002|Antigonish
1214006|"Antigonish, Subd. B"
1214010|Pomquet And Afton 23
1215001|"Inverness, Subd. C"
1215002|Port Hawkesbury
1215006|"Inverness, Subd. B"
1215008|Whycocomagh 2
1215011|"Inverness, Subd. A"
1216001|"Richmond, Subd. C"
1216006|"Richmond, Subd. A"
1216011|"Richmond, Subd. B"
1216014|Chapel Island 5
1217008|Membertou 28B
1217020|Eskasoni 3
1217030|Cape Breton
1218001|"Victoria, Subd. B"
1218003|Wagmatcook 1
1218006|"Victoria, Subd. A"
1301001|Saint Martins
1301002|Saint Martins
1301004|Simonds
1301006|Saint John
1301016|Musquash
1302001|Grand Manan
1302004|Campobello Island
1302006|West Isles
1302008|Lepreau
1302011|Pennfield
1302012|Blacks Harbour
1302014|Clarendon
1302016|Saint George
1302018|Saint George
1302021|Saint Patrick
1302024|Saint Andrews
1302026|Saint Andrews
1302028|Saint Croix
1302031|Dufferin
1302034|Saint Stephen
1302037|Saint Stephen
1302039|Saint James
1302042|Saint David
1302044|Dumbarton
1302052|Grand Manan
1303001|Blissville
1303004|Gladstone
1303005|Tracy
1303006|Fredericton Junction
1303008|Lincoln
1303011|Burton
1303012|Oromocto
1303013|Oromocto 26
1303014|Sheffield
1303016|Maugerville
1303018|Northfield
1304001|Petersville
1304004|Gagetown
1304005|Gagetown
1304006|Hampstead
1304008|Wickham
1304011|Cambridge
1304013|Cambridge-Narrows
1304014|Johnston
1304016|Brunswick
1304018|Waterborough
1304021|Canning
1304022|Minto
1304024|Chipman
1304025|Chipman
1305001|Hammond
1305004|Upham
1305006|Hampton
1305007|Hampton
1305008|Rothesay
1305011|Westfield
1305014|Kingston
1305015|Grand Bay-Westfield
1305016|Norton
1305018|Norton
1305021|Sussex
1305022|Sussex
1305023|Sussex Corner
1305024|Waterford
1305026|Cardwell
1305028|Havelock
1305031|Studholm
1305034|Springfield
1305036|Kars
1305038|Greenwich
1305045|Rothesay
1305057|Quispamsis
1306001|Hopewell
1306003|Riverside-Albert
1306004|Harvey
1306006|Alma
1306007|Alma
1306008|Elgin
1306011|Hillsborough
1306014|Coverdale
1306020|Riverview
1306025|Hillsborough
1307001|Westmorland
1307002|Port Elgin
1307004|Botsford
1307005|Beaubassin East
1307007|Cap-Pelé
1307008|Sackville
1307009|Sackville
1307011|Dorchester
1307012|Dorchester
1307013|Memramcook
1307014|Fort Folly 1
1307016|Shediac
1307019|Moncton
1307022|Moncton
1307024|Salisbury
1307028|Salisbury
1307029|Petitcodiac
1307045|Dieppe
1307052|Shediac
1308001|Dundas
1308002|Cocagne
1308003|Buctouche 16
1308004|Wellington
1308005|Bouctouche
1308006|Saint Mary
1308007|Saint-Antoine
1308008|Saint-Paul
1308010|Harcourt
1308012|Huskisson
1308014|Weldford
1308015|Richibucto 15
1308016|Richibucto
1308017|Rexton
1308018|Richibucto
1308019|Saint-Charles
1308020|Indian Island 28
1308021|Saint-Louis
1308022|Saint-Louis de Kent
1308024|Acadieville
1308026|Carleton
1309001|Hardwicke
1309004|Glenelg
1309006|Chatham
1309011|Derby
1309014|Nelson
1309016|Rogersville
1309017|Rogersville
1309018|Blackville
1309019|Blackville
1309021|Blissfield
1309022|Doaktown
1309023|Red Bank 4
1309026|Southesk
1309027|Upper Miramichi
1309028|Northesk
1309031|Newcastle
1309034|Big Hole Tract 8 (South Half)
1309035|Eel Ground 2
1309036|Alnwick
1309038|Neguac
1309044|Esgenoôpetitj 14
1309047|Tabusintac 9
1309050|Miramichi
1310001|New Maryland
1310002|New Maryland
1310004|Manners Sutton
1310005|Harvey
1310006|McAdam
1310007|McAdam
1310008|North Lake
1310011|Canterbury
1310012|Canterbury
1310013|Meductic
1310014|Dumfries
1310016|Prince William
1310017|Hanwell
1310018|Kingsclear
1310019|Kingsclear 6
1310021|Queensbury
1310024|Southampton
1310025|Millville
1310026|Bright
1310028|Douglas
1310031|Saint Marys
1310032|Fredericton
1310034|Devon 30
1310036|Stanley
1310037|Stanley
1310054|Nackawic
1311001|Richmond
1311004|Woodstock
1311005|Woodstock 23
1311006|Woodstock
1311008|Northampton
1311011|Brighton
1311012|Hartland
1311014|Wakefield
1311018|Wilmot
1311019|Centreville
1311021|Simonds
1311024|Peel
1311026|Aberdeen
1311027|Florenceville-Bristol
1311028|Kent
1311030|Bath
1311031|Wicklow
1312001|Andover
1312002|Aroostook
1312004|Perth
1312006|Perth-Andover
1312007|Tobique 20
1312008|Gordon
1312009|Plaster Rock
1312011|Lorne
1312014|Denmark
1312016|Grand Falls
1312019|Grand Falls
1312021|Drummond
1312023|Drummond
1313001|Saint-André
1313002|Saint-André
1313004|Saint-Léonard
1313006|Saint-Léonard
1313008|Notre-Dame-de-Lourdes
1313011|Sainte-Anne
1313012|Sainte-Anne-de-Madawaska
1313014|Rivière-Verte
1313015|Rivière-Verte
1313018|Saint-Basile
1313020|Saint Basile 10
1313022|Saint-Joseph
1313024|Saint-Jacques
1313027|Edmundston
1313028|Madawaska
1313032|Saint-Hilaire
1313033|Saint Hilaire
1313034|Baker Brook
1313035|Baker-Brook
1313036|Lac-Baker
1313037|Lac Baker
1313038|Clair
1313039|Clair
1313041|Saint-François
1313042|Saint-François de Madawaska
1314001|Durham
1314003|Colborne
1314004|Charlo
1314005|Balmoral
1314006|Balmoral
1314008|Dalhousie
1314010|Eel River 3
1314011|Eel River Crossing
1314012|Addington
1314013|Atholville
1314014|Campbellton
1314015|Tide Head
1314016|Eldon
1314017|Dalhousie
1314020|Kedgwick
1314021|Saint-Quentin
1314022|Saint-Quentin
1314025|Belledune
1314026|Indian Ranch
1315002|Tracadie
1315006|Allardville
1315008|Bathurst
1315010|Pabineau 11
1315011|Bathurst
1315012|Beresford
1315013|Pointe-Verte
1315014|Petit-Rocher
1315015|Beresford
1315016|New Bandon
1315017|Saint-Léolin
1315019|Paquetville
1315020|Paquetville
1315021|Saint-Isidore
1315022|Saint-Isidore
1315024|Inkerman
1315026|Caraquet
1315027|Bas-Caraquet
1315028|Caraquet
1315029|Shippagan
1315030|Le Goulet
1315031|Shippagan
1315032|Lamèque
1315033|Sainte-Marie-Saint-Raphaël
1315036|Bertrand
1315037|Nigadoo
1315038|Grande-Anse
1315040|Maisonnette
2401023|Les Îles-de-la-Madeleine
2401042|Grosse-Île
2402005|Percé
2402010|Sainte-Thérèse-de-Gaspé
2402015|Grande-Rivière
2402028|Chandler
2402047|Port-Daniel—Gascons
2402902|Mont-Alexandre
2403005|Gaspé
2403010|Cloridorme
2403015|Petite-Vallée
2403020|Grande-Vallée
2403025|Murdochville
2403902|Rivière-Saint-Jean
2403904|Collines-du-Basque
2404005|Sainte-Madeleine-de-la-Rivière-Madeleine
2404010|Saint-Maxime-du-Mont-Louis
2404015|Mont-Saint-Pierre
2404020|Rivière-à-Claude
2404025|Marsoui
2404030|La Martre
2404037|Sainte-Anne-des-Monts
2404047|Cap-Chat
2404902|Mont-Albert
2404904|Coulée-des-Adolphe
2405010|Shigawake
2405015|Saint-Godefroi
2405020|Hope Town
2405025|Hope
2405032|Paspébiac
2405040|New Carlisle
2405045|Bonaventure
2405050|Saint-Elzéar
2405055|Saint-Siméon
2405060|Caplan
2405065|Saint-Alphonse
2405070|New Richmond
2405077|Cascapédia—Saint-Jules
2405902|Rivière-Bonaventure
2406005|Maria
2406013|Carleton-sur-Mer
2406020|Nouvelle
2406025|Escuminac
2406030|Pointe-à-la-Croix
2406035|Ristigouche-Partie-Sud-Est
2406040|Saint-André-de-Restigouche
2406045|Matapédia
2406050|Saint-Alexis-de-Matapédia
2406055|Saint-François-d'Assise
2406060|L'Ascension-de-Patapédia
2406802|Gesgapegiag
2406804|Listuguj
2406902|Rivière-Nouvelle
2406904|Ruisseau-Ferguson
2407005|Sainte-Marguerite-Marie
2407010|Sainte-Florence
2407018|Causapscal
2407025|Albertville
2407030|Saint-Léon-le-Grand
2407035|Saint-Zénon-du-Lac-Humqui
2407040|Sainte-Irène
2407047|Amqui
2407057|Lac-au-Saumon
2407065|Saint-Alexandre-des-Lacs
2407070|Saint-Tharcisius
2407075|Saint-Vianney
2407080|Val-Brillant
2407085|Sayabec
2407090|Saint-Cléophas
2407095|Saint-Moïse
2407100|Saint-Noël
2407105|Saint-Damase
2407902|Routhierville
2407904|Rivière-Vaseuse
2407906|Rivière-Patapédia-Est
2407908|Lac-Casault
2407910|Ruisseau-des-Mineurs
2407912|Lac-Alfred
2407914|Lac-Matapédia
2408005|Les Méchins
2408010|Saint-Jean-de-Cherbourg
2408015|Grosses-Roches
2408023|Sainte-Félicité
2408030|Saint-Adelme
2408035|Saint-René-de-Matane
2408040|Sainte-Paule
2408053|Matane
2408065|Saint-Léandre
2408073|Saint-Ulric
2408080|Baie-des-Sables
2408902|Rivière-Bonjour
2409005|La Rédemption
2409010|Saint-Charles-Garnier
2409015|Les Hauteurs
2409020|Sainte-Jeanne-d'Arc
2409025|Saint-Gabriel-de-Rimouski
2409030|Saint-Donat
2409035|Sainte-Angèle-de-Mérici
2409040|Padoue
2409048|Métis-sur-Mer
2409055|Saint-Octave-de-Métis
2409060|Grand-Métis
2409065|Price
2409070|Saint-Joseph-de-Lepage
2409077|Mont-Joli
2409085|Sainte-Flavie
2409092|Sainte-Luce
2409902|Lac-des-Eaux-Mortes
2409904|Lac-à-la-Croix
2410005|Esprit-Saint
2410010|La Trinité-des-Monts
2410015|Saint-Narcisse-de-Rimouski
2410025|Saint-Marcellin
2410030|Saint-Anaclet-de-Lessard
2410043|Rimouski
2410060|Saint-Valérien
2410070|Saint-Fabien
2410075|Saint-Eugène-de-Ladrière
2410902|Lac-Huron
2411005|Saint-Clément
2411010|Saint-Jean-de-Dieu
2411015|Sainte-Rita
2411020|Saint-Guy
2411025|Saint-Médard
2411030|Sainte-Françoise
2411035|Saint-Éloi
2411040|Trois-Pistoles
2411045|Notre-Dame-des-Neiges
2411050|Saint-Mathieu-de-Rioux
2411055|Saint-Simon
2411902|Lac-Boisbouscache
2412005|Saint-Cyprien
2412010|Saint-Hubert-de-Rivière-du-Loup
2412015|Saint-Antonin
2412020|Saint-Modeste
2412025|Saint-François-Xavier-de-Viger
2412030|Saint-Épiphane
2412035|Saint-Paul-de-la-Croix
2412043|L'Isle-Verte
2412045|Notre-Dame-des-Sept-Douleurs
2412057|Cacouna
2412065|Saint-Arsène
2412072|Rivière-du-Loup
2412080|Notre-Dame-du-Portage
2413005|Dégelis
2413010|Saint-Jean-de-la-Lande
2413015|Packington
2413020|Saint-Marc-du-Lac-Long
2413025|Rivière-Bleue
2413030|Saint-Eusèbe
2413040|Saint-Juste-du-Lac
2413045|Auclair
2413050|Lejeune
2413055|Biencourt
2413060|Lac-des-Aigles
2413065|Saint-Michel-du-Squatec
2413073|Témiscouata-sur-le-Lac
2413075|Saint-Pierre-de-Lamy
2413080|Saint-Louis-du-Ha! Ha!
2413085|Saint-Elzéar-de-Témiscouata
2413090|Saint-Honoré-de-Témiscouata
2413095|Pohénégamook
2413100|Saint-Athanase
2414005|Mont-Carmel
2414010|Saint-Bruno-de-Kamouraska
2414018|Saint-Pascal
2414025|Sainte-Hélène-de-Kamouraska
2414030|Saint-Joseph-de-Kamouraska
2414035|Saint-Alexandre-de-Kamouraska
2414040|Saint-André
2414045|Saint-Germain
2414050|Kamouraska
2414055|Saint-Denis-De La Bouteillerie
2414060|Saint-Philippe-de-Néri
2414065|Rivière-Ouelle
2414070|Saint-Pacôme
2414075|Saint-Gabriel-Lalemant
2414080|Saint-Onésime-d'Ixworth
2414085|La Pocatière
2414090|Sainte-Anne-de-la-Pocatière
2414902|Picard
2414904|Petit-Lac-Sainte-Anne
2415005|Saint-Irénée
2415013|La Malbaie
2415025|Notre-Dame-des-Monts
2415030|Saint-Aimé-des-Lacs
2415035|Clermont
2415058|Saint-Siméon
2415065|Baie-Sainte-Catherine
2415902|Mont-Élie
2415904|Sagard
2416005|Petite-Rivière-Saint-François
2416013|Baie-Saint-Paul
2416023|L'Isle-aux-Coudres
2416048|Les Éboulements
2416050|Saint-Hilarion
2416055|Saint-Urbain
2416902|Lac-Pikauba
2417005|Saint-Omer
2417010|Saint-Pamphile
2417015|Saint-Adalbert
2417020|Saint-Marcel
2417025|Sainte-Félicité
2417030|Sainte-Perpétue
2417035|Tourville
2417040|Saint-Damase-de-L'Islet
2417045|Saint-Cyrille-de-Lessard
2417055|Saint-Aubert
2417060|Sainte-Louise
2417065|Saint-Roch-des-Aulnaies
2417070|Saint-Jean-Port-Joli
2417078|L'Islet
2418005|Saint-Just-de-Bretenières
2418010|Lac-Frontière
2418015|Saint-Fabien-de-Panet
2418020|Sainte-Lucie-de-Beauregard
2418025|Sainte-Apolline-de-Patton
2418030|Saint-Paul-de-Montminy
2418035|Sainte-Euphémie-sur-Rivière-du-Sud
2418040|Notre-Dame-du-Rosaire
2418045|Cap-Saint-Ignace
2418050|Montmagny
2418055|Saint-Pierre-de-la-Rivière-du-Sud
2418060|Saint-François-de-la-Rivière-du-Sud
2418065|Berthier-sur-Mer
2418070|Saint-Antoine-de-l'Isle-aux-Grues
2419005|Saint-Philémon
2419010|Notre-Dame-Auxiliatrice-de-Buckland
2419015|Saint-Nazaire-de-Dorchester
2419020|Saint-Léon-de-Standon
2419025|Saint-Malachie
2419030|Saint-Damien-de-Buckland
2419037|Armagh
2419045|Saint-Nérée-de-Bellechasse
2419050|Saint-Lazare-de-Bellechasse
2419055|Sainte-Claire
2419062|Saint-Anselme
2419068|Saint-Henri
2419070|Honfleur
2419075|Saint-Gervais
2419082|Saint-Raphaël
2419090|La Durantaye
2419097|Saint-Charles-de-Bellechasse
2419105|Beaumont
2419110|Saint-Michel-de-Bellechasse
2419117|Saint-Vallier
2420005|Saint-François-de-l'Île-d'Orléans
2420010|Sainte-Famille
2420015|Saint-Jean-de-l'Île-d'Orléans
2420020|Saint-Laurent-de-l'Île-d'Orléans
2420025|Saint-Pierre-de-l'Île-d'Orléans
2420030|Sainte-Pétronille
2421005|Saint-Tite-des-Caps
2421010|Saint-Ferréol-les-Neiges
2421015|Saint-Louis-de-Gonzague-du-Cap-Tourmente
2421020|Saint-Joachim
2421025|Beaupré
2421030|Sainte-Anne-de-Beaupré
2421035|Château-Richer
2421040|L'Ange-Gardien
2421045|Boischatel
2421902|Sault-au-Cochon
2421904|Lac-Jacques-Cartier
2422005|Sainte-Catherine-de-la-Jacques-Cartier
2422010|Fossambault-sur-le-Lac
2422015|Lac-Saint-Joseph
2422020|Shannon
2422025|Saint-Gabriel-de-Valcartier
2422030|Lac-Delage
2422035|Stoneham-et-Tewkesbury
2422040|Lac-Beauport
2422045|Sainte-Brigitte-de-Laval
2422902|Lac-Croche
2423015|Notre-Dame-des-Anges
2423027|Québec
2423057|L'Ancienne-Lorette
2423072|Saint-Augustin-de-Desmaures
2423802|Wendake
2425213|Lévis
2426005|Frampton
2426010|Saints-Anges
2426015|Vallée-Jonction
2426022|Saint-Elzéar
2426030|Sainte-Marie
2426035|Sainte-Marguerite
2426040|Sainte-Hénédine
2426048|Scott
2426055|Saint-Bernard
2426063|Saint-Isidore
2426070|Saint-Lambert-de-Lauzon
2427008|Saint-Victor
2427015|Saint-Alfred
2427028|Beauceville
2427035|Saint-Odilon-de-Cranbourne
2427043|Saint-Joseph-de-Beauce
2427050|Saint-Joseph-des-Érables
2427055|Saint-Jules
2427060|Tring-Jonction
2427065|Saint-Frédéric
2427070|Saint-Séverin
2428005|Saint-Zacharie
2428015|Sainte-Aurélie
2428020|Saint-Prosper
2428025|Saint-Benjamin
2428030|Sainte-Rose-de-Watford
2428035|Saint-Louis-de-Gonzague
2428040|Saint-Cyprien
2428045|Sainte-Justine
2428053|Lac-Etchemin
2428060|Saint-Luc-de-Bellechasse
2428065|Sainte-Sabine
2428070|Saint-Camille-de-Lellis
2428075|Saint-Magloire
2429005|Saint-Théophile
2429013|Saint-Gédéon-de-Beauce
2429020|Saint-Hilaire-de-Dorset
2429025|Saint-Évariste-de-Forsyth
2429030|La Guadeloupe
2429038|Saint-Honoré-de-Shenley
2429045|Saint-Martin
2429050|Saint-René
2429057|Saint-Côme—Linière
2429065|Saint-Philibert
2429073|Saint-Georges
2429095|Lac-Poulin
2429100|Saint-Benoît-Labre
2429112|Saint-Éphrem-de-Beauce
2429120|Notre-Dame-des-Pins
2429125|Saint-Simon-les-Mines
2430005|Saint-Augustin-de-Woburn
2430010|Notre-Dame-des-Bois
2430015|Val-Racine
2430020|Piopolis
2430025|Frontenac
2430030|Lac-Mégantic
2430035|Marston
2430040|Milan
2430045|Nantes
2430050|Sainte-Cécile-de-Whitton
2430055|Audet
2430070|Saint-Robert-Bellarmin
2430072|Saint-Ludger
2430080|Lac-Drolet
2430085|Saint-Sébastien
2430090|Courcelles
2430095|Lambton
2430100|Saint-Romain
2430105|Stornoway
2430110|Stratford
2431008|Beaulac-Garthby
2431015|Disraeli
2431020|Disraeli
2431025|Saint-Jacques-le-Majeur-de-Wolfestown
2431030|Saint-Fortunat
2431035|Saint-Julien
2431040|Irlande
2431045|Saint-Joseph-de-Coleraine
2431050|Sainte-Praxède
2431056|Adstock
2431060|Sainte-Clotilde-de-Beauce
2431084|Thetford Mines
2431095|Saint-Adrien-d'Irlande
2431100|Saint-Jean-de-Brébeuf
2431105|Kinnear's Mills
2431122|East Broughton
2431130|Sacré-Coeur-de-Jésus
2431135|Saint-Pierre-de-Broughton
2431140|Saint-Jacques-de-Leeds
2432013|Saint-Ferdinand
2432023|Sainte-Sophie-d'Halifax
2432033|Princeville
2432040|Plessisville
2432045|Plessisville
2432050|Saint-Pierre-Baptiste
2432058|Inverness
2432065|Lyster
2432072|Laurierville
2432080|Notre-Dame-de-Lourdes
2432085|Villeroy
2433007|Saint-Sylvestre
2433017|Sainte-Agathe-de-Lotbinière
2433025|Saint-Patrice-de-Beaurivage
2433030|Saint-Narcisse-de-Beaurivage
2433035|Saint-Gilles
2433040|Dosquet
2433045|Saint-Agapit
2433052|Saint-Flavien
2433060|Laurier-Station
2433065|Saint-Janvier-de-Joly
2433070|Val-Alain
2433080|Saint-Édouard-de-Lotbinière
2433085|Notre-Dame-du-Sacré-Coeur-d'Issoudun
2433090|Saint-Apollinaire
2433095|Saint-Antoine-de-Tilly
2433102|Sainte-Croix
2433115|Lotbinière
2433123|Leclercville
2434007|Neuville
2434017|Pont-Rouge
2434025|Donnacona
2434030|Cap-Santé
2434038|Saint-Basile
2434048|Portneuf
2434058|Deschambault-Grondines
2434060|Saint-Gilbert
2434065|Saint-Marc-des-Carrières
2434078|Saint-Casimir
2434085|Saint-Thuribe
2434090|Saint-Ubalde
2434097|Saint-Alban
2434105|Sainte-Christine-d'Auvergne
2434115|Saint-Léonard-de-Portneuf
2434120|Lac-Sergent
2434128|Saint-Raymond
2434135|Rivière-à-Pierre
2434902|Lac-Blanc
2434904|Linton
2434906|Lac-Lapeyrère
2435005|Notre-Dame-de-Montauban
2435010|Lac-aux-Sables
2435015|Saint-Adelphe
2435020|Saint-Séverin
2435027|Saint-Tite
2435035|Hérouxville
2435040|Grandes-Piles
2435045|Saint-Roch-de-Mékinac
2435050|Sainte-Thècle
2435055|Trois-Rives
2435902|Lac-Masketsi
2435904|Lac-Normand
2435906|Rivière-de-la-Savane
2435908|Lac-Boulé
2436033|Shawinigan
2437067|Trois-Rivières
2437205|Sainte-Anne-de-la-Pérade
2437210|Batiscan
2437215|Sainte-Geneviève-de-Batiscan
2437220|Champlain
2437225|Saint-Luc-de-Vincennes
2437230|Saint-Maurice
2437235|Notre-Dame-du-Mont-Carmel
2437240|Saint-Narcisse
2437245|Saint-Stanislas
2437250|Saint-Prosper-de-Champlain
2438005|Saint-Sylvère
2438010|Bécancour
2438015|Sainte-Marie-de-Blandford
2438020|Lemieux
2438028|Manseau
2438035|Sainte-Françoise
2438040|Sainte-Sophie-de-Lévrard
2438047|Fortierville
2438055|Parisville
2438060|Sainte-Cécile-de-Lévrard
2438065|Saint-Pierre-les-Becquets
2438070|Deschaillons-sur-Saint-Laurent
2438802|Wôlinak
2439005|Saints-Martyrs-Canadiens
2439010|Ham-Nord
2439015|Notre-Dame-de-Ham
2439020|Saint-Rémi-de-Tingwick
2439025|Tingwick
2439030|Chesterville
2439035|Sainte-Hélène-de-Chester
2439043|Saint-Norbert-d'Arthabaska
2439060|Saint-Christophe-d'Arthabaska
2439062|Victoriaville
2439077|Warwick
2439085|Saint-Albert
2439090|Sainte-Élizabeth-de-Warwick
2439097|Kingsey Falls
2439105|Sainte-Séraphine
2439117|Sainte-Clotilde-de-Horton
2439130|Saint-Samuel
2439135|Saint-Valère
2439145|Saint-Rosaire
2439150|Sainte-Anne-du-Sault
2439155|Daveluyville
2439165|Maddington Falls
2439170|Saint-Louis-de-Blandford
2440005|Ham-Sud
2440010|Saint-Adrien
2440017|Wotton
2440025|Saint-Camille
2440032|Saint-Georges-de-Windsor
2440043|Asbestos
2440047|Danville
2441012|Saint-Isidore-de-Clifton
2441020|Chartierville
2441027|La Patrie
2441037|Newport
2441038|Cookshire-Eaton
2441055|Ascot Corner
2441060|East Angus
2441065|Westbury
2441070|Bury
2441075|Hampden
2441080|Scotstown
2441085|Lingwick
2441098|Weedon
2441117|Dudswell
2442005|Stoke
2442020|Saint-François-Xavier-de-Brompton
2442025|Saint-Denis-de-Brompton
2442032|Racine
2442040|Bonsecours
2442045|Lawrenceville
2442050|Sainte-Anne-de-la-Rochelle
2442055|Valcourt
2442060|Valcourt
2442065|Maricourt
2442070|Kingsbury
2442075|Melbourne
2442078|Ulverton
2442088|Windsor
2442095|Val-Joli
2442098|Richmond
2442100|Saint-Claude
2442110|Cleveland
2443027|Sherbrooke
2444003|Saint-Malo
2444005|Saint-Venant-de-Paquette
2444010|East Hereford
2444015|Saint-Herménégilde
2444023|Dixville
2444037|Coaticook
2444045|Barnston-Ouest
2444050|Stanstead-Est
2444055|Sainte-Edwidge-de-Clifton
2444060|Martinville
2444071|Compton
2444080|Waterville
2445008|Stanstead
2445020|Ogden
2445025|Stanstead
2445030|Potton
2445035|Ayer's Cliff
2445043|Hatley
2445050|North Hatley
2445055|Hatley
2445060|Sainte-Catherine-de-Hatley
2445072|Magog
2445080|Saint-Benoît-du-Lac
2445085|Austin
2445093|Eastman
2445095|Bolton-Est
2445100|Saint-Étienne-de-Bolton
2445105|Stukely-Sud
2445115|Orford
2446005|Abercorn
2446010|Frelighsburg
2446017|Saint-Armand
2446025|Pike River
2446030|Stanbridge Station
2446035|Bedford
2446040|Bedford
2446045|Stanbridge East
2446050|Dunham
2446058|Sutton
2446065|Bolton-Ouest
2446070|Brome
2446075|Lac-Brome
2446078|Bromont
2446080|Cowansville
2446085|East Farnham
2446090|Brigham
2446095|Saint-Ignace-de-Stanbridge
2446100|Notre-Dame-de-Stanbridge
2446105|Sainte-Sabine
2446112|Farnham
2447010|Saint-Alphonse-de-Granby
2447017|Granby
2447025|Waterloo
2447030|Warden
2447035|Shefford
2447040|Saint-Joachim-de-Shefford
2447047|Roxton Pond
2447055|Sainte-Cécile-de-Milton
2448005|Béthanie
2448010|Roxton Falls
2448015|Roxton
2448020|Sainte-Christine
2448028|Acton Vale
2448038|Upton
2448045|Saint-Théodore-d'Acton
2448050|Saint-Nazaire-d'Acton
2449005|Saint-Félix-de-Kingsey
2449015|Durham-Sud
2449020|Lefebvre
2449025|L'Avenir
2449030|Saint-Lucien
2449040|Wickham
2449048|Saint-Germain-de-Grantham
2449058|Drummondville
2449070|Saint-Cyrille-de-Wendover
2449075|Notre-Dame-du-Bon-Conseil
2449080|Notre-Dame-du-Bon-Conseil
2449085|Sainte-Brigitte-des-Saults
2449095|Saint-Majorique-de-Grantham
2449100|Saint-Edmond-de-Grantham
2449105|Saint-Eugène
2449113|Saint-Guillaume
2449125|Saint-Bonaventure
2449130|Saint-Pie-de-Guire
2450005|Sainte-Eulalie
2450013|Aston-Jonction
2450023|Saint-Wenceslas
2450030|Saint-Célestin
2450035|Saint-Célestin
2450042|Saint-Léonard-d'Aston
2450050|Sainte-Perpétue
2450057|Sainte-Monique
2450065|Grand-Saint-Esprit
2450072|Nicolet
2450085|La Visitation-de-Yamaska
2450090|Saint-Zéphirin-de-Courval
2450095|Saint-Elphège
2450100|Baie-du-Febvre
2450113|Pierreville
2450128|Saint-François-du-Lac
2450802|Odanak
2451008|Maskinongé
2451015|Louiseville
2451020|Yamachiche
2451025|Saint-Barnabé
2451030|Saint-Sévère
2451035|Saint-Léon-le-Grand
2451040|Sainte-Ursule
2451045|Saint-Justin
2451050|Saint-Édouard-de-Maskinongé
2451055|Sainte-Angèle-de-Prémont
2451060|Saint-Paulin
2451065|Saint-Alexis-des-Monts
2451070|Saint-Mathieu-du-Parc
2451075|Saint-Élie-de-Caxton
2451080|Charette
2451085|Saint-Boniface
2451090|Saint-Étienne-des-Grès
2452007|Lavaltrie
2452017|Lanoraie
2452030|Sainte-Élisabeth
2452035|Berthierville
2452040|Sainte-Geneviève-de-Berthier
2452045|Saint-Ignace-de-Loyola
2452050|La Visitation-de-l'Île-Dupas
2452055|Saint-Barthélemy
2452062|Saint-Cuthbert
2452070|Saint-Norbert
2452075|Saint-Cléophas-de-Brandon
2452080|Saint-Gabriel
2452085|Saint-Gabriel-de-Brandon
2452090|Saint-Didace
2452095|Mandeville
2453005|Saint-David
2453010|Massueville
2453015|Saint-Aimé
2453020|Saint-Robert
2453025|Sainte-Victoire-de-Sorel
2453032|Saint-Ours
2453040|Saint-Roch-de-Richelieu
2453050|Saint-Joseph-de-Sorel
2453052|Sorel-Tracy
2453065|Sainte-Anne-de-Sorel
2453072|Yamaska
2453085|Saint-Gérard-Majella
2454008|Saint-Pie
2454017|Saint-Damase
2454025|Sainte-Madeleine
2454030|Sainte-Marie-Madeleine
2454035|La Présentation
2454048|Saint-Hyacinthe
2454060|Saint-Dominique
2454065|Saint-Valérien-de-Milton
2454072|Saint-Liboire
2454090|Saint-Simon
2454095|Sainte-Hélène-de-Bagot
2454100|Saint-Hugues
2454105|Saint-Barnabé-Sud
2454110|Saint-Jude
2454115|Saint-Bernard-de-Michaudville
2454120|Saint-Louis
2454125|Saint-Marcel-de-Richelieu
2455008|Ange-Gardien
2455015|Saint-Paul-d'Abbotsford
2455023|Saint-Césaire
2455030|Sainte-Angèle-de-Monnoir
2455037|Rougemont
2455048|Marieville
2455057|Richelieu
2455065|Saint-Mathias-sur-Richelieu
2456005|Venise-en-Québec
2456010|Saint-Georges-de-Clarenceville
2456015|Noyan
2456023|Lacolle
2456030|Saint-Valentin
2456035|Saint-Paul-de-l'Île-aux-Noix
2456042|Henryville
2456050|Saint-Sébastien
2456055|Saint-Alexandre
2456060|Sainte-Anne-de-Sabrevois
2456065|Saint-Blaise-sur-Richelieu
2456083|Saint-Jean-sur-Richelieu
2456097|Mont-Saint-Grégoire
2456105|Sainte-Brigide-d'Iberville
2457005|Chambly
2457010|Carignan
2457020|Saint-Basile-le-Grand
2457025|McMasterville
2457030|Otterburn Park
2457033|Saint-Jean-Baptiste
2457035|Mont-Saint-Hilaire
2457040|Beloeil
2457045|Saint-Mathieu-de-Beloeil
2457050|Saint-Marc-sur-Richelieu
2457057|Saint-Charles-sur-Richelieu
2457068|Saint-Denis-sur-Richelieu
2457075|Saint-Antoine-sur-Richelieu
2458007|Brossard
2458012|Saint-Lambert
2458033|Boucherville
2458037|Saint-Bruno-de-Montarville
2458227|Longueuil
2459010|Sainte-Julie
2459015|Saint-Amable
2459020|Varennes
2459025|Verchères
2459030|Calixa-Lavallée
2459035|Contrecoeur
2460005|Charlemagne
2460013|Repentigny
2460020|Saint-Sulpice
2460028|L'Assomption
2460035|L'Épiphanie
2460040|L'Épiphanie
2461005|Saint-Paul
2461013|Crabtree
2461020|Saint-Pierre
2461025|Joliette
2461027|Saint-Thomas
2461030|Notre-Dame-des-Prairies
2461035|Saint-Charles-Borromée
2461040|Saint-Ambroise-de-Kildare
2461045|Notre-Dame-de-Lourdes
2461050|Sainte-Mélanie
2462007|Saint-Félix-de-Valois
2462015|Saint-Jean-de-Matha
2462020|Sainte-Béatrix
2462025|Saint-Alphonse-Rodriguez
2462030|Sainte-Marcelline-de-Kildare
2462037|Rawdon
2462047|Chertsey
2462053|Entrelacs
2462055|Notre-Dame-de-la-Merci
2462060|Saint-Donat
2462065|Saint-Côme
2462070|Sainte-Émélie-de-l'Énergie
2462075|Saint-Damien
2462080|Saint-Zénon
2462085|Saint-Michel-des-Saints
2462802|Manawan
2462902|Lac-Minaki
2462904|Lac-Devenyns
2462906|Baie-de-la-Bouteille
2462908|Lac-Matawin
2462910|Lac-Legendre
2462912|Saint-Guillaume-Nord
2462914|Lac-des-Dix-Milles
2462916|Lac-Santé
2462918|Baie-Obaoca
2462919|Lac-Cabasta
2462920|Baie-Atibenne
2462922|Lac-du-Taureau
2463005|Sainte-Marie-Salomé
2463013|Saint-Jacques
2463023|Saint-Alexis
2463030|Saint-Esprit
2463035|Saint-Roch-de-l'Achigan
2463040|Saint-Roch-Ouest
2463048|Saint-Lin—Laurentides
2463055|Saint-Calixte
2463060|Sainte-Julienne
2463065|Saint-Liguori
2464008|Terrebonne
2464015|Mascouche
2465005|Laval
2466007|Montréal-Est
2466023|Montréal
2466032|Westmount
2466047|Montréal-Ouest
2466058|Côte-Saint-Luc
2466062|Hampstead
2466072|Mont-Royal
2466087|Dorval
2466092|L'Île-Dorval
2466097|Pointe-Claire
2466102|Kirkland
2466107|Beaconsfield
2466112|Baie-D'Urfé
2466117|Sainte-Anne-de-Bellevue
2466127|Senneville
2466142|Dollard-Des Ormeaux
2467005|Saint-Mathieu
2467010|Saint-Philippe
2467015|La Prairie
2467020|Candiac
2467025|Delson
2467030|Sainte-Catherine
2467035|Saint-Constant
2467040|Saint-Isidore
2467045|Mercier
2467050|Châteauguay
2467055|Léry
2467802|Kahnawake
2468005|Saint-Bernard-de-Lacolle
2468010|Hemmingford
2468015|Hemmingford
2468020|Sainte-Clotilde
2468025|Saint-Patrice-de-Sherrington
2468030|Napierville
2468035|Saint-Cyprien-de-Napierville
2468040|Saint-Jacques-le-Mineur
2468045|Saint-Édouard
2468050|Saint-Michel
2468055|Saint-Rémi
2469005|Havelock
2469010|Franklin
2469017|Saint-Chrysostome
2469025|Howick
2469030|Très-Saint-Sacrement
2469037|Ormstown
2469045|Hinchinbrooke
2469050|Elgin
2469055|Huntingdon
2469060|Godmanchester
2469065|Sainte-Barbe
2469070|Saint-Anicet
2469075|Dundee
2469802|Akwesasne
2470005|Saint-Urbain-Premier
2470012|Sainte-Martine
2470022|Beauharnois
2470030|Saint-Étienne-de-Beauharnois
2470035|Saint-Louis-de-Gonzague
2470040|Saint-Stanislas-de-Kostka
2470052|Salaberry-de-Valleyfield
2471005|Rivière-Beaudette
2471015|Saint-Télesphore
2471020|Saint-Polycarpe
2471025|Saint-Zotique
2471033|Les Coteaux
2471040|Coteau-du-Lac
2471045|Saint-Clet
2471050|Les Cèdres
2471055|Pointe-des-Cascades
2471060|L'Île-Perrot
2471065|Notre-Dame-de-l'Île-Perrot
2471070|Pincourt
2471075|Terrasse-Vaudreuil
2471083|Vaudreuil-Dorion
2471090|Vaudreuil-sur-le-Lac
2471095|L'Île-Cadieux
2471100|Hudson
2471105|Saint-Lazare
2471110|Sainte-Marthe
2471115|Sainte-Justine-de-Newton
2471125|Très-Saint-Rédempteur
2471133|Rigaud
2471140|Pointe-Fortune
2472005|Saint-Eustache
2472010|Deux-Montagnes
2472015|Sainte-Marthe-sur-le-Lac
2472020|Pointe-Calumet
2472025|Saint-Joseph-du-Lac
2472032|Oka
2472043|Saint-Placide
2472802|Kanesatake
2473005|Boisbriand
2473010|Sainte-Thérèse
2473015|Blainville
2473020|Rosemère
2473025|Lorraine
2473030|Bois-des-Filion
2473035|Sainte-Anne-des-Plaines
2474005|Mirabel
2475005|Saint-Colomban
2475017|Saint-Jérôme
2475028|Sainte-Sophie
2475040|Prévost
2475045|Saint-Hippolyte
2476008|Saint-André-d'Argenteuil
2476020|Lachute
2476025|Gore
2476030|Mille-Isles
2476035|Wentworth
2476043|Brownsburg-Chatham
2476052|Grenville-sur-la-Rouge
2476055|Grenville
2476065|Harrington
2477011|Estérel
2477012|Sainte-Marguerite-du-Lac-Masson
2477022|Sainte-Adèle
2477030|Piedmont
2477035|Sainte-Anne-des-Lacs
2477043|Saint-Sauveur
2477050|Morin-Heights
2477055|Lac-des-Seize-Îles
2477060|Wentworth-Nord
2477065|Saint-Adolphe-d'Howard
2478005|Val-Morin
2478010|Val-David
2478015|Lantier
2478020|Sainte-Lucie-des-Laurentides
2478032|Sainte-Agathe-des-Monts
2478042|Ivry-sur-le-Lac
2478047|Saint-Faustin—Lac-Carré
2478050|Barkmere
2478055|Montcalm
2478060|Arundel
2478065|Huberdeau
2478070|Amherst
2478075|Brébeuf
2478095|Lac-Supérieur
2478100|Val-des-Lacs
2478102|Mont-Tremblant
2478115|La Conception
2478120|Labelle
2478127|Lac-Tremblant-Nord
2478130|La Minerve
2478802|Doncaster
2479005|Notre-Dame-du-Laus
2479010|Notre-Dame-de-Pontmain
2479015|Lac-du-Cerf
2479022|Saint-Aimé-du-Lac-des-Îles
2479025|Kiamika
2479030|Nominingue
2479037|Rivière-Rouge
2479047|La Macaza
2479050|L'Ascension
2479060|Lac-Saguay
2479065|Chute-Saint-Philippe
2479078|Lac-des-Écorces
2479088|Mont-Laurier
2479097|Ferme-Neuve
2479105|Lac-Saint-Paul
2479110|Mont-Saint-Michel
2479115|Sainte-Anne-du-Lac
2479902|Lac-de-la-Pomme
2479904|Lac-Akonapwehikan
2479906|Lac-Wagwabika
2479910|Lac-Bazinet
2479912|Lac-De La Bidière
2479914|Lac-Oscar
2479916|Lac-de-la-Maison-de-Pierre
2479920|Baie-des-Chaloupes
2479922|Lac-Douaire
2479924|Lac-Ernest
2479926|Lac-Marguerite
2480005|Fassett
2480010|Montebello
2480015|Notre-Dame-de-Bonsecours
2480020|Notre-Dame-de-la-Paix
2480027|Saint-André-Avellin
2480037|Papineauville
2480045|Plaisance
2480050|Thurso
2480055|Lochaber
2480060|Lochaber-Partie-Ouest
2480065|Mayo
2480070|Saint-Sixte
2480078|Ripon
2480085|Mulgrave-et-Derry
2480090|Montpellier
2480095|Lac-Simon
2480103|Chénéville
2480110|Namur
2480115|Boileau
2480125|Saint-Émile-de-Suffolk
2480130|Lac-des-Plages
2480135|Duhamel
2480140|Val-des-Bois
2480145|Bowman
2481017|Gatineau
2482005|L'Ange-Gardien
2482010|Notre-Dame-de-la-Salette
2482015|Val-des-Monts
2482020|Cantley
2482025|Chelsea
2482030|Pontiac
2482035|La Pêche
2483005|Denholm
2483010|Low
2483015|Kazabazua
2483020|Lac-Sainte-Marie
2483032|Gracefield
2483040|Cayamant
2483045|Blue Sea
2483050|Bouchette
2483055|Sainte-Thérèse-de-la-Gatineau
2483060|Messines
2483065|Maniwaki
2483070|Déléage
2483075|Egan-Sud
2483085|Bois-Franc
2483088|Montcerf-Lytton
2483090|Aumond
2483095|Grand-Remous
2483802|Kitigan Zibi
2483804|Lac-Rapide
2483902|Lac-Pythonga
2483904|Cascades-Malignes
2483906|Lac-Lenôtre
2483908|Lac-Moselle
2483912|Dépôt-Échouani
2484005|Bristol
2484010|Shawville
2484015|Clarendon
2484020|Portage-du-Fort
2484025|Bryson
2484030|Campbell's Bay
2484035|L'Île-du-Grand-Calumet
2484040|Litchfield
2484045|Thorne
2484050|Alleyn-et-Cawood
2484055|Otter Lake
2484060|Fort-Coulonge
2484065|Mansfield-et-Pontefract
2484070|Waltham
2484082|L'Isle-aux-Allumettes
2484090|Chichester
2484095|Sheenboro
2484100|Rapides-des-Joachims
2484902|Lac-Nilgaut
2485005|Témiscaming
2485010|Kipawa
2485015|Saint-Édouard-de-Fabre
2485020|Béarn
2485025|Ville-Marie
2485030|Duhamel-Ouest
2485037|Lorrainville
2485045|Saint-Bruno-de-Guigues
2485050|Laverlochère
2485055|Fugèreville
2485060|Latulipe-et-Gaboury
2485065|Belleterre
2485070|Laforce
2485075|Moffet
2485080|Angliers
2485085|Saint-Eugène-de-Guigues
2485090|Notre-Dame-du-Nord
2485095|Guérin
2485100|Nédélec
2485105|Rémigny
2485802|Kebaowek
2485803|Hunter's Point
2485804|Winneway
2485806|Timiskaming
2485905|Laniel
2485907|Les Lacs-du-Témiscamingue
2486042|Rouyn-Noranda
2487005|Duparquet
2487010|Rapide-Danseur
2487015|Roquemaure
2487020|Gallichan
2487025|Palmarolle
2487030|Sainte-Germaine-Boulé
2487035|Poularies
2487042|Taschereau
2487050|Authier
2487058|Macamic
2487070|Sainte-Hélène-de-Mancebourg
2487075|Clerval
2487080|La Reine
2487085|Dupuy
2487090|La Sarre
2487095|Chazel
2487100|Authier-Nord
2487105|Val-Saint-Gilles
2487110|Clermont
2487115|Normétal
2487120|Saint-Lambert
2487902|Lac-Duparquet
2487904|Rivière-Ojima
2488005|Champneuf
2488010|Rochebaucourt
2488015|La Morandière
2488022|Barraute
2488030|La Corne
2488035|Landrienne
2488040|Saint-Marc-de-Figuery
2488045|La Motte
2488050|Saint-Mathieu-d'Harricana
2488055|Amos
2488060|Saint-Félix-de-Dalquier
2488065|Saint-Dominique-du-Rosaire
2488070|Berry
2488075|Trécesson
2488080|Launay
2488085|Sainte-Gertrude-Manneville
2488090|Preissac
2488802|Pikogan
2488902|Lac-Despinassy
2488904|Lac-Chicobi
2489008|Val-d'Or
2489010|Rivière-Héva
2489015|Malartic
2489040|Senneterre
2489045|Senneterre
2489050|Belcourt
2489802|Kitcisakik
2489804|Lac-Simon
2489902|Matchi-Manitou
2489908|Lac-Metei
2489910|Réservoir-Dozois
2489912|Lac-Granet
2490012|La Tuque
2490017|La Bostonnais
2490027|Lac-Édouard
2490802|Wemotaci
2490804|Obedjiwan
2491005|Lac-Bouchette
2491010|Saint-André-du-Lac-Saint-Jean
2491015|Saint-François-de-Sales
2491020|Chambord
2491025|Roberval
2491030|Sainte-Hedwidge
2491035|Saint-Prime
2491042|Saint-Félicien
2491050|La Doré
2491802|Mashteuiatsh
2491902|Lac-Ashuapmushuan
2492005|Saint-Augustin
2492010|Péribonka
2492015|Sainte-Jeanne-d'Arc
2492022|Dolbeau-Mistassini
2492030|Albanel
2492040|Normandin
2492045|Saint-Thomas-Didyme
2492050|Saint-Edmond-les-Plaines
2492055|Girardville
2492060|Notre-Dame-de-Lorette
2492065|Saint-Eugène-d'Argentenay
2492070|Saint-Stanislas
2492902|Passes-Dangereuses
2492904|Rivière-Mistassini
2493005|Desbiens
2493012|Métabetchouan—Lac-à-la-Croix
2493020|Hébertville
2493025|Hébertville-Station
2493030|Saint-Bruno
2493035|Saint-Gédéon
2493042|Alma
2493045|Saint-Nazaire
2493055|Labrecque
2493060|Lamarche
2493065|L'Ascension-de-Notre-Seigneur
2493070|Saint-Henri-de-Taillon
2493075|Sainte-Monique
2493080|Saint-Ludger-de-Milot
2493902|Mont-Apica
2493904|Lac-Moncouche
2493906|Lac-Achouakan
2493908|Belle-Rivière
2494068|Saguenay
2494205|Petit-Saguenay
2494210|L'Anse-Saint-Jean
2494215|Rivière-Éternité
2494220|Ferland-et-Boilleau
2494225|Saint-Félix-d'Otis
2494230|Sainte-Rose-du-Nord
2494235|Saint-Fulgence
2494240|Saint-Honoré
2494245|Saint-David-de-Falardeau
2494250|Bégin
2494255|Saint-Ambroise
2494260|Saint-Charles-de-Bourget
2494265|Larouche
2494926|Lalemant
2494928|Lac-Ministuk
2494930|Mont-Valin
2495005|Tadoussac
2495010|Sacré-Coeur
2495018|Les Bergeronnes
2495025|Les Escoumins
2495032|Longue-Rive
2495040|Portneuf-sur-Mer
2495045|Forestville
2495050|Colombier
2495802|Essipit
2495902|Lac-au-Brochet
2496005|Baie-Trinité
2496010|Godbout
2496015|Franquelin
2496020|Baie-Comeau
2496025|Pointe-Lebel
2496030|Pointe-aux-Outardes
2496035|Chute-aux-Outardes
2496040|Ragueneau
2496802|Pessamit
2496902|Rivière-aux-Outardes
2497007|Sept-Îles
2497022|Port-Cartier
2497035|Fermont
2497040|Schefferville
2497802|Uashat
2497804|Maliotenam
2497806|Kawawachikamach
2497808|Matimekosh
2497810|Lac-John
2497902|Rivière-Nipissis
2497904|Lac-Walker
2497906|Rivière-Mouchalagane
2497908|Caniapiscau
2497912|Lac-Juillet
2497914|Lac-Vacher
2498005|Blanc-Sablon
2498010|Bonne-Espérance
2498012|Saint-Augustin
2498014|Gros-Mécatina
2498015|Côte-Nord-du-Golfe-du-Saint-Laurent
2498020|L'Île-d'Anticosti
2498025|Natashquan
2498030|Aguanish
2498035|Baie-Johan-Beetz
2498040|Havre-Saint-Pierre
2498045|Longue-Pointe-de-Mingan
2498050|Rivière-Saint-Jean
2498055|Rivière-au-Tonnerre
2498802|Pakuashipi
2498804|La Romaine
2498806|Natashquan
2498808|Mingan
2498904|Lac-Jérôme
2498912|Petit-Mécatina
2499005|Lebel-sur-Quévillon
2499010|Waswanipi
2499015|Matagami
2499020|Chapais
2499025|Chibougamau
2499030|Mistissini
2499035|Waskaganish
2499040|Nemaska
2499045|Eastmain
2499050|Wemindji
2499055|Chisasibi
2499060|Eeyou Istchee Baie-James
2499065|Kawawachikamach
2499070|Whapmagoostui
2499075|Kuujjuarapik
2499080|Umiujaq
2499085|Inukjuak
2499090|Kangiqsualujjuaq
2499095|Kuujjuaq
2499100|Tasiujaq
2499105|Aupaluk
2499110|Kangirsuk
2499115|Quaqtaq
2499120|Puvirnituq
2499125|Akulivik
2499130|Kangiqsujuaq
2499135|Salluit
2499140|Ivujivik
2499802|Waswanipi
2499804|Mistissini
2499806|Waskaganish
2499808|Nemaska
2499810|Eastmain
2499812|Wemindji
2499814|Chisasibi
2499816|Whapmagoostui
2499818|Oujé-Bougoumou
2499877|Kuujjuarapik
2499878|Umiujaq
2499879|Inukjuak
2499883|Akulivik
2499887|Salluit
2499888|Kangiqsujuaq
2499889|Quaqtaq
2499890|Kangirsuk
2499891|Aupaluk
2499892|Tasiujaq
2499893|Kuujjuaq
2499894|Kangiqsualujjuaq
2499895|Ivujivik
2499902|Rivière-Koksoak
2499904|Baie-d'Hudson
3501005|South Glengarry
3501007|Akwesasne 59
3501011|South Stormont
3501012|Cornwall
3501020|South Dundas
3501030|North Dundas
3501042|North Stormont
3501050|North Glengarry
3502001|East Hawkesbury
3502008|Hawkesbury
3502010|Champlain
3502023|Alfred and Plantagenet
3502025|The Nation
3502036|Clarence-Rockland
3502044|Casselman
3502048|Russell
3506008|Ottawa
3507004|Edwardsburgh/Cardinal
3507006|Augusta
3507008|Prescott
3507014|Elizabethtown-Kitley
3507015|Brockville
3507017|Front of Yonge
3507021|Leeds and the Thousand Islands
3507024|Gananoque
3507033|Westport
3507040|Rideau Lakes
3507042|Athens
3507052|Merrickville-Wolford
3507065|North Grenville
3509001|Montague
3509004|Smiths Falls
3509010|Drummond/North Elmsley
3509015|Tay Valley
3509021|Perth
3509024|Beckwith
3509028|Carleton Place
3509030|Mississippi Mills
3509039|Lanark Highlands
3510005|Frontenac Islands
3510010|Kingston
3510020|South Frontenac
3510035|Central Frontenac
3510045|North Frontenac
3511005|Loyalist
3511015|Greater Napanee
3511030|Stone Mills
3511035|Addington Highlands
3512001|Tyendinaga
3512002|Deseronto
3512004|Tyendinaga Mohawk Territory
3512005|Belleville
3512015|Quinte West
3512020|Stirling-Rawdon
3512026|Centre Hastings
3512030|Tweed
3512036|Madoc
3512046|Marmora and Lake
3512048|Tudor and Cashel
3512051|Limerick
3512054|Wollaston
3512058|Faraday
3512061|Bancroft
3512065|Carlow/Mayo
3512076|Hastings Highlands
3513020|Prince Edward County
3514004|Brighton
3514014|Cramahe
3514019|Hamilton
3514020|Port Hope
3514021|Cobourg
3514024|Alnwick/Haldimand
3514027|Alderville First Nation
3514045|Trent Hills
3515003|Asphodel-Norwood
3515005|Otonabee-South Monaghan
3515008|Hiawatha First Nation
3515013|Cavan Monaghan
3515014|Peterborough
3515015|Selwyn
3515019|Curve Lake First Nation 35
3515023|Douro-Dummer
3515030|Havelock-Belmont-Methuen
3515037|North Kawartha
3515044|Trent Lakes
3516010|Kawartha Lakes
3518001|Pickering
3518005|Ajax
3518009|Whitby
3518013|Oshawa
3518017|Clarington
3518020|Scugog
3518022|Mississaugas of Scugog Island
3518029|Uxbridge
3518039|Brock
3519028|Vaughan
3519036|Markham
3519038|Richmond Hill
3519044|Whitchurch-Stouffville
3519046|Aurora
3519048|Newmarket
3519049|King
3519054|East Gwillimbury
3519070|Georgina
3519076|Chippewas of Georgina Island First Nation
3520005|Toronto
3521005|Mississauga
3521010|Brampton
3521024|Caledon
3522001|East Garafraxa
3522008|Amaranth
3522010|Grand Valley
3522012|Mono
3522014|Orangeville
3522016|Mulmur
3522019|Melancthon
3522021|Shelburne
3523001|Puslinch
3523008|Guelph
3523009|Guelph/Eramosa
3523017|Erin
3523025|Centre Wellington
3523033|Mapleton
3523043|Minto
3523050|Wellington North
3524001|Oakville
3524002|Burlington
3524009|Milton
3524015|Halton Hills
3525005|Hamilton
3526003|Fort Erie
3526011|Port Colborne
3526014|Wainfleet
3526021|West Lincoln
3526028|Pelham
3526032|Welland
3526037|Thorold
3526043|Niagara Falls
3526047|Niagara-on-the-Lake
3526053|St. Catharines
3526057|Lincoln
3526065|Grimsby
3528018|Haldimand County
3528035|New Credit 40A
3528037|Six Nations 40
3528052|Norfolk County
3529005|Brant
3529006|Brantford
3529020|Six Nations 40
3529021|New Credit 40A
3530004|North Dumfries
3530010|Cambridge
3530013|Kitchener
3530016|Waterloo
3530020|Wilmot
3530027|Wellesley
3530035|Woolwich
3531011|Stratford
3531013|Perth South
3531016|St. Marys
3531025|West Perth
3531030|Perth East
3531040|North Perth
3532002|Norwich
3532004|Tillsonburg
3532012|South-West Oxford
3532018|Ingersoll
3532027|Zorra
3532038|East Zorra-Tavistock
3532042|Woodstock
3532045|Blandford-Blenheim
3534005|Bayham
3534010|Malahide
3534011|Aylmer
3534020|Central Elgin
3534021|St. Thomas
3534024|Southwold
3534030|Dutton/Dunwich
3534042|West Elgin
3536020|Chatham-Kent
3536029|Moravian 47
3537001|Pelee
3537003|Leamington
3537013|Kingsville
3537016|Essex
3537028|Amherstburg
3537034|LaSalle
3537039|Windsor
3537048|Tecumseh
3537064|Lakeshore
3538003|St. Clair
3538004|Walpole Island 46
3538007|Dawn-Euphemia
3538015|Brooke-Alvinston
3538016|Enniskillen
3538018|Oil Springs
3538019|Petrolia
3538025|Sarnia 45
3538030|Sarnia
3538031|Point Edward
3538035|Plympton-Wyoming
3538040|Lambton Shores
3538043|Warwick
3538056|Kettle Point 44
3539002|Newbury
3539005|Southwest Middlesex
3539015|Strathroy-Caradoc
3539017|Chippewas of the Thames First Nation 42
3539018|Munsee-Delaware Nation 1
3539021|Oneida 41
3539027|Thames Centre
3539033|Middlesex Centre
3539036|London
3539041|North Middlesex
3539047|Adelaide-Metcalfe
3539060|Lucan Biddulph
3540005|South Huron
3540010|Bluewater
3540025|Central Huron
3540028|Goderich
3540040|Huron East
3540046|Howick
3540050|Morris-Turnberry
3540055|North Huron
3540063|Ashfield-Colborne-Wawanosh
3541004|South Bruce
3541015|Huron-Kinloss
3541024|Kincardine
3541032|Brockton
3541043|Arran-Elderslie
3541045|Saugeen Shores
3541055|South Bruce Peninsula
3541056|Chief's Point No. 28
3541057|Saugeen 29
3541060|Neyaashiinigmiing 27
3541069|Northern Bruce Peninsula
3542004|West Grey
3542005|Southgate
3542015|Grey Highlands
3542029|Hanover
3542037|Chatsworth
3542045|The Blue Mountains
3542047|Meaford
3542053|Georgian Bluffs
3542059|Owen Sound
3543003|Adjala-Tosorontio
3543005|Clearview
3543007|New Tecumseth
3543009|Springwater
3543014|Bradford West Gwillimbury
3543015|Severn
3543017|Innisfil
3543019|Ramara
3543021|Essa
3543023|Oro-Medonte
3543031|Collingwood
3543042|Barrie
3543050|Mnjikaning First Nation 32
3543052|Orillia
3543064|Wasaga Beach
3543068|Tiny
3543069|Christian Island 30
3543070|Christian Island 30A
3543071|Tay
3543072|Penetanguishene
3543074|Midland
3544002|Gravenhurst
3544018|Bracebridge
3544027|Lake of Bays
3544042|Huntsville
3544053|Muskoka Lakes
3544065|Georgian Bay
3544071|Wahta Mohawk Territory
3544073|Moose Point 79
3546005|Highlands East
3546015|Minden Hills
3546018|Algonquin Highlands
3546024|Dysart et al
3547002|Arnprior
3547003|McNab/Braeside
3547008|Greater Madawaska
3547020|"Brudenell, Lyndoch and Raglan"
3547030|Madawaska Valley
3547033|"Killaloe, Hagarty and Richards"
3547035|Bonnechere Valley
3547037|Pikwakanagan (Golden Lake 39)
3547043|Admaston/Bromley
3547046|Horton
3547048|Renfrew
3547056|Whitewater Region
3547064|Pembroke
3547070|North Algona Wilberforce
3547075|Laurentian Valley
3547076|Petawawa
3547090|Laurentian Hills
3547096|Deep River
3547098|"Head, Clara and Maria"
3548001|South Algonquin
3548013|Papineau-Cameron
3548019|Mattawan
3548021|Mattawa
3548022|Calvin
3548027|Bonfield
3548031|Chisholm
3548034|East Ferris
3548044|North Bay
3548055|West Nipissing
3548069|Temagami
3548072|Bear Island 1
3548073|Nipissing 10
3548091|"Nipissing, Unorganized, South Part"
3548094|"Nipissing, Unorganized, North Part"
3549003|Seguin
3549005|The Archipelago
3549012|McMurrich/Monteith
3549014|Perry
3549018|Kearney
3549019|Armour
3549022|Burk's Falls
3549024|Ryerson
3549028|McKellar
3549031|McDougall
3549032|Parry Sound
3549036|Carling
3549039|Whitestone
3549043|Magnetawan
3549046|Strong
3549048|Sundridge
3549051|Joly
3549054|Machar
3549056|South River
3549060|Powassan
3549066|Callander
3549071|Nipissing
3549072|Shawanaga 17
3549073|Parry Island First Nation
3549075|Henvey Inlet 2
3549076|French River 13
3549077|Dokis 9
3549078|Magnetewan 1
3549095|"Parry Sound, Unorganized, North East Part"
3549096|"Parry Sound, Unorganized, Centre Part"
3551001|Tehkummah
3551006|Central Manitoulin
3551011|Assiginack
3551017|Northeastern Manitoulin and the Islands
3551021|Billings
3551026|Gore Bay
3551027|Gordon/Barrie Island
3551028|Burpee and Mills
3551034|Cockburn Island
3551040|Whitefish River 4
3551041|Sucker Creek 23
3551042|Sheguiandah 24
3551043|Wikwemikong Unceded
3551044|Sheshegwaning 20
3551045|M'Chigeeng 22 (West Bay 22)
3551094|"Manitoulin, Unorganized, West Part"
3551100|Zhiibaahaasing 19A (Cockburn Island 19A)
3552001|French River
3552004|St.-Charles
3552013|Markstay-Warren
3552023|Sables-Spanish Rivers
3552026|Espanola
3552028|Baldwin
3552031|Nairn and Hyman
3552036|Killarney
3552051|Whitefish Lake 6
3552052|Mattagami 71
3552053|Chapleau 74A
3552054|Duck Lake 76B
3552058|Chapleau 75
3552092|Chapleau
3552093|"Sudbury, Unorganized, North Part"
3553005|Greater Sudbury
3553040|Wahnapitei 11
3554001|Coleman
3554006|Latchford
3554008|Cobalt
3554014|Harris
3554020|Temiskaming Shores
3554021|Hudson
3554024|Kerns
3554026|Harley
3554029|Casey
3554032|Brethour
3554034|Hilliard
3554036|Armstrong
3554038|Thornloe
3554042|James
3554044|Charlton and Dack
3554049|Evanturel
3554052|Englehart
3554054|Chamberlain
3554056|Matachewan
3554057|Matachewan 72
3554058|McGarry
3554062|Larder Lake
3554066|Gauthier
3554068|Kirkland Lake
3554091|"Timiskaming, Unorganized, East Part"
3554094|"Timiskaming, Unorganized, West Part"
3556014|Black River-Matheson
3556027|Timmins
3556031|Iroquois Falls
3556033|Abitibi 70
3556042|Cochrane
3556048|Smooth Rock Falls
3556052|Fauquier-Strickland
3556056|Moonbeam
3556066|Kapuskasing
3556070|Val Rita-Harty
3556073|Opasatika
3556076|Hearst
3556077|Mattice-Val Côté
3556091|"Cochrane, Unorganized, South West Part"
3556092|"Cochrane, Unorganized, North Part"
3556093|Fort Albany 67
3556094|Factory Island 1
3556095|Constance Lake 92
3556096|Moose Factory 68
3556098|"Cochrane, Unorganized, South East Part"
3556100|Flying Post 73
3556102|New Post 69A
3556106|Moosonee
3557001|Jocelyn
3557004|Hilton
3557006|Hilton Beach
3557008|St. Joseph
3557011|Laird
3557014|Tarbutt and Tarbutt Additional
3557016|Johnson
3557019|Plummer Additional
3557021|Bruce Mines
3557026|Thessalon 12
3557028|Thessalon
3557035|Huron Shores
3557038|Blind River
3557039|Spanish
3557040|The North Shore
3557041|Elliot Lake
3557051|"Macdonald, Meredith and Aberdeen Additional"
3557061|Sault Ste. Marie
3557066|Prince
3557071|Sagamok
3557072|Serpent River 7
3557073|Mississagi River 8
3557074|Garden River 14
3557075|Rankin Location 15D
3557076|Wawa
3557077|Goulais Bay 15A
3557078|Gros Cap 49
3557079|Dubreuilville
3557091|White River
3557094|"Algoma, Unorganized, South East Part"
3557095|"Algoma, Unorganized, North Part"
3557096|Hornepayne
3558001|Neebing
3558003|Fort William 52
3558004|Thunder Bay
3558011|Oliver Paipoonge
3558012|Gillies
3558016|O'Connor
3558019|Conmee
3558028|Shuniah
3558034|Dorion
3558041|Red Rock
3558044|Nipigon
3558051|Schreiber
3558054|Terrace Bay
3558059|Marathon
3558060|Pic Mobert North
3558061|Pic Mobert South
3558062|Pic River 50
3558063|Pays Plat 51
3558064|Lake Helen 53A
3558065|Gull River 55
3558066|Manitouwadge
3558067|Ginoogaming First Nation
3558068|Long Lake 58
3558069|Rocky Bay 1
3558075|Greenstone
3558076|Aroland 83
3558077|Lake Nipigon
3558080|Ojibway Nation of Saugeen (Savant Lake)
3558085|Osnaburgh 63A
3558090|"Thunder Bay, Unorganized"
3558095|Seine River 22A2
3558097|Whitesand
3558100|Lac des Mille Lacs 22A1
3559001|Atikokan
3559011|Alberton
3559012|Fort Frances
3559016|La Vallee
3559019|Emo
3559024|Chapple
3559026|Manitou Rapids 11
3559030|Long Sault 12
3559031|Morley
3559040|Dawson
3559042|Rainy River
3559047|Lake of the Woods
3559048|Sabaskong Bay 35C
3559051|Big Grassy River 35G
3559052|Big Island Mainland 93
3559053|Saug-a-Gaw-Sing 1
3559060|Neguaguon Lake 25D
3559061|Rainy Lake 18C
3559062|Agency 1
3559063|Couchiching 16A
3559064|Rainy Lake 26A
3559065|Seine River 23B
3559066|Seine River 23A
3559068|Rainy Lake 17A
3559069|Rainy Lake 17B
3559090|"Rainy River, Unorganized"
3560001|Ignace
3560004|Whitefish Bay 32A
3560005|Whitefish Bay 33A
3560007|Sabaskong Bay 35C
3560008|Sioux Narrows-Nestor Falls
3560010|Kenora
3560021|Machin
3560024|Eagle Lake 27
3560027|Dryden
3560032|Ear Falls
3560034|Sioux Lookout
3560042|Red Lake
3560046|Slate Falls
3560049|Pickle Lake
3560050|Fort Albany 67
3560051|Attawapiskat 91A
3560052|Marten Falls 65
3560053|Fort Hope 64
3560054|Cat Lake 63C
3560055|Osnaburgh 63B
3560056|Lac Seul 28
3560057|Wabigoon Lake 27
3560058|English River 21
3560059|Weagamow Lake 87
3560060|Northwest Angle 33B
3560061|Wabaseemoong
3560063|Sabaskong Bay 35D
3560064|Shoal Lake 34B2
3560065|Lake Of The Woods 37
3560066|Kenora 38B
3560067|Poplar Hill
3560068|Shoal Lake 39A
3560069|Rat Portage 38A
3560070|Deer Lake
3560071|Sandy Lake 88
3560075|Kitchenuhmaykoosib Aaki 84 (Big Trout Lake)
3560076|Sachigo Lake 1
3560077|Pikangikum 14
3560078|Fort Severn 89
3560079|Webequie
3560080|North Spirit Lake
3560081|Lansdowne House
3560082|Shoal Lake 40
3560083|Whitefish Bay 34A
3560084|Wabauskang 21
3560085|Wunnumin 1
3560086|Summer Beaver
3560088|Wapekeka 2
3560089|The Dalles 38C
3560090|"Kenora, Unorganized"
3560091|Peawanuck
3560093|Neskantaga
3560095|Bearskin Lake
3560096|Kasabonika Lake
3560097|Muskrat Dam Lake
3560098|Kingfisher Lake 1
3560100|Wawakapewin (Long Dog Lake)
3560102|McDowell Lake
3560104|Kee-Way-Win
4601035|Stuartburn
4601039|Piney
4601043|Reynolds
4601046|Whitemouth
4601051|Pinawa
4601057|Lac du Bonnet
4601060|Lac du Bonnet
4601070|Buffalo Point 36
4601071|Alexander
4601075|Powerview-Pine Falls
4601078|Victoria Beach
4601079|Shoal Lake 40
4601082|Shoal Lake 39A
4601094|"Division No. 1, Unorganized"
4602024|Emerson-Franklin
4602026|Roseau Rapids 2A
4602027|Roseau River 2
4602032|De Salaberry
4602037|St-Pierre-Jolys
4602041|Hanover
4602044|Steinbach
4602046|Niverville
4602053|La Broquerie
4602057|Ste. Anne
4602061|Ste. Anne
4602069|Taché
4602075|Ritchot
4603030|Montcalm
4603040|Altona
4603041|Rhineland
4603047|Stanley
4603050|Winkler
4603053|Morden
4603058|Thompson
4603062|Roland
4603065|Morris
4603067|Morris
4603072|Dufferin
4603074|Carman
4604034|Pembina
4604040|Louise
4604052|Cartwright-Roblin
4604057|Argyle
4604064|Lorne
4604068|Swan Lake 7
4605025|Killarney - Turtle Mountain
4605032|Boissevain-Morton
4605038|Deloraine-Winchester
4605044|Brenda-Waskada
4605052|Melita
4605056|Two Borders
4605062|Grassland
4605071|Prairie Lakes
4606016|Sifton
4606023|Pipestone
4606029|Canupawakpa Dakota First Nation (Oak Lake 59)
4606031|Wallace-Woodworth
4606034|Virden
4606040|Sioux Valley Dakota Nation
4607039|Glenboro-South Cypress
4607046|Oakland-Wawanesa
4607052|Souris-Glenwood
4607057|Whitehead
4607060|Cornwallis
4607062|Brandon
4607066|North Cypress-Langford
4607068|Carberry
4607071|Elton
4607076|Riverdale
4608032|Norfolk-Treherne
4608042|Victoria
4608046|North Norfolk
4608055|Glenella-Lansdowne
4608060|WestLake-Gladstone
4608069|Sandy Bay 5
4609018|Grey
4609024|Portage la Prairie
4609025|Long Plain 6
4609026|Dakota Plains 6A
4609027|Dakota Tipi 1
4609029|Portage la Prairie
4610035|Macdonald
4610043|Cartier
4610052|St. François Xavier
4611040|Winnipeg
4611042|Headingley
4612047|Springfield
4612054|Brokenhead
4612056|Beausejour
4613032|East St. Paul
4613037|West St. Paul
4613043|St. Andrews
4613047|Selkirk
4613049|Dunnottar
4613056|St. Clements
4613062|Brokenhead 4
4614015|Rosser
4614031|Woodlands
4614036|Rockwood
4614039|Stonewall
4614042|Teulon
4615020|Neepawa
4615032|Oakview
4615037|Hamiota
4615042|Birdtail Creek 57
4615047|Ellice-Archie
4615049|Gambler 63
4615056|Prairie View
4615063|Yellowhead
4615067|Keeseekoowenin 61
4615070|Harrison Park
4615071|Rolling River 67
4615072|Rolling River 67B
4615074|Minto-Odanah
4615075|Minnedosa
4615078|Rosedale
4615092|Clanwilliam-Erickson
4616005|Rossburn
4616017|Waywayseecappo First Nation
4616020|Riding Mountain West
4616025|Gambler 63
4616030|Russell-Binscarth
4616046|Valley River 63A
4616048|Hillsburg-Roblin-Shell River
4617026|Alonsa
4617029|Ebb and Flow 52
4617035|McCreary
4617041|Ste. Rose
4617048|Dauphin
4617050|Dauphin
4617054|Gilbert Plains
4617058|Grandview
4617064|Ethelbert
4617072|Mossey River
4617075|Lakeshore
4617092|"Division No. 17, Unorganized"
4618031|Gimli
4618034|Winnipeg Beach
4618037|Armstrong
4618040|St. Laurent
4618044|Coldwell
4618055|Dog Creek 46
4618056|West Interlake
4618060|Grahamdale
4618063|Little Saskatchewan 48
4618067|Fairford 50
4618068|Fisher
4618074|Arborg
4618076|Bifrost-Riverton
4618091|"Division No. 18, Unorganized, East Part"
4618093|"Division No. 18, Unorganized, West Part"
4619045|"Division No. 19, Unorganized"
4619050|Fort Alexander 3
4619051|Little Grand Rapids 14
4619052|Bloodvein 12
4619053|Hole or Hollow Water 10
4619054|Black River 9
4619056|Fisher River 44
4619058|Fisher River 44A
4619059|Peguis 1B
4619060|Fairford 50
4619061|Jackhead 43
4619062|Dauphin River 48A
4619065|The Narrows 49
4619068|Crane River 51
4619069|Waterhen 45
4619070|Pine Creek 66A
4619071|Swan Lake 65C
4619072|Shoal River Indian Reserve 65A
4619075|Poplar River 16
4619077|Berens River 13
4619079|Pauingassi First Nation
4619082|Chemawawin 3
4620032|Mountain (South)
4620042|Swan Valley West
4620048|Swan River
4620051|Minitonas-Bowsman
4620055|Mountain (North)
4620066|"Division No. 20, Unorganized, South Part"
4620069|"Division No. 20, Unorganized, North Part"
4621025|Grand Rapids
4621027|Grand Rapids 33
4621029|Chemawawin 2
4621033|Opaskwayak Cree Nation 21A
4621034|Opaskwayak Cree Nation 21B
4621035|Opaskwayak Cree Nation 21C
4621040|Opaskwayak Cree Nation 21I
4621043|Opaskwayak Cree Nation 21E
4621045|The Pas
4621052|Kelsey
4621058|Moose Lake 31A
4621064|Flin Flon
4621071|Snow Lake
4621078|"Division No. 21, Unorganized"
4622017|Mystery Lake
4622026|Thompson
4622046|"Division No. 22, Unorganized"
4622048|Garden Hill First Nation
4622049|God's Lake 23
4622050|Oxford House 24
4622051|Cross Lake 19
4622052|Cross Lake 19A
4622055|God's River 86A
4622056|Red Sucker Lake 1976
4622058|Norway House 17
4622059|Nelson House 170
4622063|Split Lake 171
4622064|Ilford
4622065|York Landing
4622067|Cross Lake 19E
4622800|Wasagamack
4622801|St. Theresa Point
4622802|Mooseocoot
4623022|Gillam
4623025|Gillam
4623027|Fox Lake 2
4623034|Leaf Rapids
4623037|South Indian Lake
4623039|Granville Lake
4623047|Lynn Lake
4623056|Churchill
4623058|Churchill 1
4623060|Split Lake 171
4623062|"Division No. 23, Unorganized"
4623064|Pukatawagan 198
4623065|Brochet 197
4623067|Lac Brochet 197A
4623071|Shamattawa 1
4623800|Black Sturgeon
4701001|Argyle No. 1
4701002|Gainsborough
4701004|Carievale
4701006|Mount Pleasant No. 2
4701008|Carnduff
4701011|Enniskillen No. 3
4701012|Glen Ewen
4701014|Oxbow
4701016|Coalfields No. 4
4701017|Frobisher
4701018|North Portal
4701019|Roche Percée
4701021|Bienfait
4701022|Estevan No. 5
4701024|Estevan
4701027|Benson No. 35
4701031|Browning No. 34
4701032|Lampman
4701036|Moose Creek No. 33
4701037|Alameda
4701039|Reciprocity No. 32
4701041|Alida
4701043|Storthoaks No. 31
4701044|Storthoaks
4701047|Antler No. 61
4701049|Redvers
4701053|Moose Mountain No. 63
4701054|Manor
4701056|Carlyle
4701058|Brock No. 64
4701059|Arcola
4701061|Kisbey
4701063|Tecumseh No. 65
4701064|Forget
4701066|Stoughton
4701067|Heward
4701069|Golden West No. 95
4701072|Hazelwood No. 94
4701076|Wawken No. 93
4701077|Kennedy
4701078|Wawota
4701079|Kenosee Lake
4701091|Walpole No. 92
4701094|Maryfield No. 91
4701096|Maryfield
4701098|Fairlight
4701808|White Bear 70
4701809|Ocean Man 69
4701810|Ocean Man 69A
4701812|Ocean Man 69C
4701813|Ocean Man 69E
4701814|Ocean Man 69F
4701815|Ocean Man 69G
4701816|Ocean Man 69I
4701817|Ocean Man 69H
4701818|Ocean Man 69D
4701819|Pheasant Rump Nakota 68
4702001|Cambria No. 6
4702002|Torquay
4702006|Souris Valley No. 7
4702008|Tribune
4702011|Lake Alma No. 8
4702012|Lake Alma
4702014|Surprise Valley No. 9
4702016|Minton
4702018|Happy Valley No. 10
4702023|Bengough
4702024|Bengough No. 40
4702026|The Gap No. 39
4702028|Ceylon
4702029|Laurier No. 38
4702031|Radville
4702033|Lomond No. 37
4702036|Goodwater
4702037|Cymri No. 36
4702038|Halbrite
4702039|Midale
4702041|Macoun
4702042|Griffin No. 66
4702044|Weyburn No. 67
4702047|Weyburn
4702048|McTaggart
4702051|Brokenshell No. 68
4702052|Norton No. 69
4702054|Pangman
4702057|Key West No. 70
4702058|Ogema
4702061|Elmsthorpe No. 100
4702062|Avonlea
4702066|Caledonia No. 99
4702067|Milestone
4702069|Scott No. 98
4702071|Lang
4702072|Yellow Grass
4702073|Wellington No. 97
4702076|Fillmore No. 96
4702077|Osage
4702078|Fillmore
4702079|Creelman
4702800|Piapot Cree First Nation 75H
4703001|Hart Butte No. 11
4703004|Coronach
4703006|Poplar Valley No. 12
4703009|Rockglen
4703011|Old Post No. 43
4703012|Wood Mountain
4703016|Glen McPherson No. 46
4703018|Mankota No. 45
4703019|Mankota
4703022|Waverley No. 44
4703026|Willow Bunch No. 42
4703028|Willow Bunch
4703029|Excel No. 71
4703034|Lake of the Rivers No. 72
4703036|Assiniboia
4703038|Stonehenge No. 73
4703041|Limerick
4703042|Wood River No. 74
4703044|Lafleche
4703048|Pinto Creek No. 75
4703051|Kincaid
4703052|Hazenmore
4703054|Auvergne No. 76
4703058|Ponteix
4703059|Whiska Creek No. 106
4703061|Neville
4703062|Vanguard
4703064|Glen Bain No. 105
4703068|Gravelbourg No. 104
4703071|Gravelbourg
4703074|Sutton No. 103
4703092|Mossbank
4703093|Lake Johnston No. 102
4703096|Terrell No. 101
4703801|Wood Mountain 160
4704002|Val Marie
4704003|Val Marie No. 17
4704006|Lone Tree No. 18
4704008|Bracken
4704009|Climax
4704011|Frontier No. 19
4704012|Frontier
4704019|Reno No. 51
4704021|Consul
4704024|White Valley No. 49
4704026|Eastend
4704028|Wise Creek No. 77
4704029|Cadillac
4704034|Grassy Creek No. 78
4704036|Shaunavon
4704038|Arlington No. 79
4704045|Maple Creek No. 111
4704048|Maple Creek
4704050|Piapot No. 110
4704054|Carmichael No. 109
4704056|Carmichael
4704058|Bone Creek No. 108
4704061|Lac Pelletier No. 107
4704802|Nekaneet Cree Nation
4705001|Moosomin No. 121
4705002|Fleming
4705004|Moosomin
4705006|Welwyn
4705007|Martin No. 122
4705009|Wapella
4705011|Silverwood No. 123
4705014|Kingsley No. 124
4705016|Kipling
4705018|Chester No. 125
4705019|Windthorst
4705021|Glenavon
4705024|Wolseley
4705027|Wolseley No. 155
4705028|Elcapo No. 154
4705029|Grenfell
4705031|Broadview
4705033|Willowdale No. 153
4705034|Whitewood
4705037|Rocanville No. 151
4705038|Rocanville
4705041|Spy Hill No. 152
4705042|Tantallon
4705043|Spy Hill
4705044|Gerald
4705047|Langenburg No. 181
4705048|Langenburg
4705049|Yarbo
4705050|West End
4705051|Fertile Belt No. 183
4705052|Esterhazy
4705053|Atwater
4705054|Bangor
4705055|Bird's Point
4705056|Stockholm
4705057|Grayson No. 184
4705058|Dubuc
4705059|Grayson
4705060|Melville Beach
4705061|Waldron
4705062|Killaly
4705063|McLeod No. 185
4705064|Neudorf
4705066|Lemberg
4705067|Stanley No. 215
4705068|Duff
4705069|Goodeve
4705071|Fenwood
4705073|Cana No. 214
4705074|Melville
4705077|Saltcoats No. 213
4705078|Saltcoats
4705079|Bredenbury
4705093|Churchbridge No. 211
4705094|Churchbridge
4705096|MacNutt
4705803|Cowessess 73
4705804|Kahkewistahaw 72
4705805|Sakimay 74
4705806|Ochapowace 71
4705807|Shesheep 74A
4705808|Little Bone 74B
4705814|Ochapowace 71-10
4705818|Ochapowace 71-54
4705821|Ochapowace 71-26
4705822|Ochapowace 71-70
4705823|Ochapowace 71-7
4705824|Ochapowace 71-18
4705825|Ochapowace 71-51
4705826|Ochapowace 71-44
4706001|Montmartre No. 126
4706002|Montmartre
4706003|Kendal
4706004|Francis No. 127
4706006|Odessa
4706007|Vibank
4706008|Sedley
4706009|Francis
4706011|Lajord No. 128
4706013|Bratt's Lake No. 129
4706014|Wilcox
4706016|Redburn No. 130
4706017|Rouleau
4706018|Briercrest
4706019|Drinkwater
4706021|Pense No. 160
4706022|Belle Plaine
4706023|Pense
4706026|Sherwood No. 159
4706027|Regina
4706028|Grand Coulee
4706029|Edenwold No. 158
4706030|White City
4706031|Pilot Butte
4706032|Balgonie
4706033|Edenwold
4706034|South Qu'Appelle No. 157
4706036|Qu'Appelle
4706037|McLean
4706038|Indian Head No. 156
4706039|Indian Head
4706041|Sintaluta
4706042|Abernethy No. 186
4706045|Fort San
4706046|Abernethy
4706047|Balcarres
4706048|North Qu'Appelle No. 187
4706049|Lebret
4706050|Katepwa
4706051|Fort Qu'Appelle
4706052|B-Say-Tah
4706053|Lumsden No. 189
4706054|Disley
4706055|Buena Vista
4706056|Lumsden
4706057|Lumsden Beach
4706058|Regina Beach
4706059|Dufferin No. 190
4706060|Wee Too Beach
4706061|Bethune
4706062|Findlater
4706063|Sarnia No. 221
4706064|Chamberlain
4706065|Alice Beach
4706067|Holdfast
4706068|Dilke
4706069|Grandview Beach
4706070|Longlaketon No. 219
4706071|McKillop No. 220
4706072|Saskatchewan Beach
4706073|Bulyea
4706074|Strasbourg
4706075|Kannata Valley
4706076|Sunset Cove
4706077|Silton
4706078|Craven
4706079|Earl Grey
4706080|Glen Harbour
4706081|North Grove
4706082|Pelican Pointe
4706085|Island View
4706091|Cupar No. 218
4706092|Southey
4706093|Markinch
4706094|Cupar
4706096|Lipton No. 217
4706097|Dysart
4706098|Lipton
4706099|Tullymet No. 216
4706809|Piapot 75
4706810|Assiniboine 76
4706811|Standing Buffalo 78
4706812|Pasqua 79
4706813|Muscowpetung 80
4706814|Little Black Bear 84
4706815|Okanese 82
4706816|Peepeekisis 81
4706818|Star Blanket 83
4706820|Wa-Pii Moos-Toosis (White Calf) 83A
4706828|Star Blanket 83C
4706829|Treaty Four Reserve Grounds 77
4707001|Baildon No. 131
4707004|Hillsborough No. 132
4707006|Rodgers No. 133
4707008|Coderre
4707011|Shamrock No. 134
4707012|Shamrock
4707014|Lawtonia No. 135
4707016|Hodgeville
4707018|Coulee No. 136
4707020|Beaver Flat
4707021|Excelsior No. 166
4707022|Waldeck
4707023|Rush Lake
4707024|Morse No. 165
4707026|Herbert
4707027|Morse
4707028|Ernfold
4707029|Chaplin No. 164
4707031|Chaplin
4707032|Wheatlands No. 163
4707034|Mortlach
4707036|Caron No. 162
4707037|Caronport
4707038|Moose Jaw No. 161
4707039|Moose Jaw
4707042|Marquis No. 191
4707043|Tuxford
4707044|Marquis
4707045|Sun Valley
4707046|Keeler
4707047|Eyebrow No. 193
4707048|Brownlee
4707049|Eyebrow
4707051|South Lake
4707053|Enfield No. 194
4707054|Central Butte
4707058|Canaan No. 225
4707059|Lucky Lake
4707062|Beechy
4707063|Victory No. 226
4707066|King George No. 256
4707067|Coteau No. 255
4707068|Coteau Beach
4707071|Maple Bush No. 224
4707072|Riverhurst
4707074|Mistusinne
4707076|Huron No. 223
4707077|Tugaske
4707091|Craik No. 222
4707092|Craik
4707093|Aylesbury
4708001|Swift Current No. 137
4708004|Swift Current
4708006|Webb No. 138
4708008|Webb
4708009|Gull Lake No. 139
4708011|Gull Lake
4708012|Tompkins
4708016|Big Stick No. 141
4708018|Golden Prairie
4708021|Enterprise No. 142
4708022|Richmound
4708024|Fox Valley No. 171
4708026|Fox Valley
4708028|Pittville No. 169
4708029|Hazlet
4708031|Riverside No. 168
4708032|Cabri
4708034|Pennant
4708036|Success
4708038|Saskatchewan Landing No. 167
4708039|Stewart Valley
4708042|Lacadena No. 228
4708044|Kyle
4708046|Miry Creek No. 229
4708048|Abbey
4708049|Lancer
4708053|Clinworth No. 230
4708054|Sceptre
4708056|Happyland No. 231
4708057|Prelate
4708058|Leader
4708059|Mendham
4708061|Deer Forks No. 232
4708062|Burstall
4708065|Chesterfield No. 261
4708068|Eatonia
4708071|Newcombe No. 260
4708074|Snipe Lake No. 259
4708076|Eston
4708092|Monet No. 257
4708094|Elrose
4709001|Calder No. 241
4709002|Calder
4709006|Wallace No. 243
4709009|Rhein
4709011|Orkney No. 244
4709012|Yorkton
4709014|Ebenezer
4709016|Springside
4709019|Garry No. 245
4709023|Insinger No. 275
4709024|Sheho
4709028|Theodore
4709029|Good Lake No. 274
4709032|Canora
4709033|Sliding Hills No. 273
4709037|Cote No. 271
4709038|Togo
4709039|Kamsack
4709042|St. Philips No. 301
4709044|Pelly
4709046|Keys No. 303
4709049|Buchanan No. 304
4709053|Buchanan
4709054|Invermay No. 305
4709056|Rama
4709058|Invermay
4709060|Hazel Dell No. 335
4709061|Lintlaw
4709062|Preeceville No. 334
4709064|Preeceville
4709065|Endeavour
4709066|Sturgis
4709067|Clayton No. 333
4709069|Stenen
4709071|Hyas
4709072|Norquay
4709075|Livingston No. 331
4709076|Arran
4709819|Cote 64
4709820|Keeseekoose 66
4709821|The Key 65
4709822|Keeseekoose 66A
4709824|Keeseekoose 66-CA-04
4709826|Keeseekoose 66-CA-05
4709828|Keeseekoose 66-CA-06
4709830|Keeseekoose 66-KE-04
4709832|Keeseekoose 66-KE-05
4710002|Hubbard
4710003|Ituna Bon Accord No. 246
4710004|Ituna
4710008|Kellross No. 247
4710009|Kelliher
4710011|Leross
4710012|Lestock
4710014|Touchwood No. 248
4710022|Semans
4710024|Mount Hope No. 279
4710027|Raymore
4710028|Quinton
4710029|Punnichy
4710031|Emerald No. 277
4710034|Chorney Beach
4710035|Leslie Beach
4710036|Foam Lake No. 276
4710038|Foam Lake
4710041|Elfros No. 307
4710043|Elfros
4710046|Big Quill No. 308
4710047|Wynyard
4710051|Dafoe
4710052|Prairie Rose No. 309
4710054|Jansen
4710056|Leroy No. 339
4710058|Leroy
4710061|Lakeside No. 338
4710062|Watson
4710064|Quill Lake
4710066|Lakeview No. 337
4710068|Wadena
4710071|Sasman No. 336
4710072|Margo
4710822|Muskowekwan 85
4710823|Gordon 86
4710824|Day Star 87
4710825|Poorman 88
4710826|Fishing Lake 89
4710828|Beardy's and Okemasis 96 and 97A
4710832|Muskowekwan 85-17
4710834|Muskowekwan 85-26
4710836|Muskowekwan 85-33
4710838|Muskowekwan 85-28
4710840|Muskowekwan 85-29
4710842|Muskowekwan 85-23
4710843|Muskowekwan 85-12
4710844|Muskowekwan 85-24
4710845|Muskowekwan 85-22
4710846|Muskowekwan 85-27
4710847|Muskowekwan 85-10
4710848|Muskowekwan 85-1
4710849|Muskowekwan 85-8
4710850|Muskowekwan 85-15
4710851|Muskowekwan 85-2A
4710852|Muskowekwan 85-31
4710854|Fishing Lake 89A
4711002|Duval
4711003|Last Mountain Valley No. 250
4711004|Govan
4711006|Big Arm No. 251
4711007|Etters Beach
4711008|Imperial
4711009|Liberty
4711011|Arm River No. 252
4711014|Davidson
4711016|Willner No. 253
4711018|Loreburn No. 254
4711019|Elbow
4711021|Loreburn
4711022|Strongfield
4711024|Hawarden
4711026|Rudy No. 284
4711027|Outlook
4711028|Broderick
4711029|Glenside
4711031|Rosedale No. 283
4711032|Hanley
4711034|McCraney No. 282
4711036|Kenaston
4711038|Bladworth
4711039|Wood Creek No. 281
4711041|Simpson
4711042|Wreford No. 280
4711044|Nokomis
4711046|Usborne No. 310
4711048|Drake
4711049|Lanigan
4711052|Morris No. 312
4711053|Watrous
4711054|Manitou Beach
4711056|Young
4711058|Zelma
4711059|Lost River No. 313
4711060|Thode
4711061|Dundurn No. 314
4711063|Dundurn
4711064|Shields
4711065|Corman Park No. 344
4711066|Saskatoon
4711067|Langham
4711068|Warman
4711069|Blucher No. 343
4711070|Martensville
4711071|Bradwell
4711072|Allan
4711073|Dalmeny
4711075|Osler
4711076|Colonsay No. 342
4711077|Clavet
4711078|Meacham
4711079|Colonsay
4711091|Viscount No. 341
4711092|Viscount
4711094|Plunkett
4711096|Wolverine No. 340
4711828|Whitecap
4712001|Pleasant Valley No. 288
4712004|St. Andrews No. 287
4712006|Rosetown
4712008|Zealandia
4712011|Milden No. 286
4712012|Milden
4712014|Wiseton
4712016|Dinsmore
4712019|Macrorie
4712020|Fertile Valley No. 285
4712022|Conquest
4712026|Montrose No. 315
4712029|Harris No. 316
4712031|Tessier
4712032|Harris
4712034|Marriott No. 317
4712038|Mountain View No. 318
4712042|Biggar No. 347
4712046|Biggar
4712050|Perdue No. 346
4712051|Perdue
4712052|Kinley
4712054|Vanscoy No. 345
4712056|Delisle
4712058|Vanscoy
4712059|Asquith
4712064|Eagle Creek No. 376
4712069|Glenside No. 377
4712072|Rosemount No. 378
4712078|Battle River No. 438
4712079|Battleford
4712829|Red Pheasant 108
4712830|Mosquito 109
4712832|Grizzly Bear's Head 110 and Lean Man 111
4712833|Sweet Grass 113
4712837|Sweet Grass 113-M16
4713002|Brock
4713004|Netherhill
4713006|Kindersley No. 290
4713008|Kindersley
4713009|Flaxcombe
4713011|Milton No. 292
4713014|Marengo
4713016|Antelope Park No. 322
4713019|Prairiedale No. 321
4713021|Major
4713022|Smiley
4713024|Oakdale No. 320
4713026|Coleville
4713028|Winslow No. 319
4713029|Dodsland
4713031|Plenty
4713032|Grandview No. 349
4713038|Mariposa No. 350
4713039|Tramping Lake
4713041|Progress No. 351
4713042|Kerrobert
4713044|Luseland
4713046|Heart's Hill No. 352
4713049|Eye Hill No. 382
4713051|Macklin
4713053|Primate
4713054|Denzil
4713056|Grass Lake No. 381
4713059|Tramping Lake No. 380
4713062|Scott
4713064|Reford No. 379
4713067|Landis
4713068|Buffalo No. 409
4713069|Wilkie
4713072|Round Valley No. 410
4713074|Unity
4713076|Senlac No. 411
4713078|Senlac
4713079|Manitou Lake No. 442
4713091|Marsden
4713092|Hillsdale No. 440
4713094|Neilburg
4713096|Cut Knife No. 439
4713098|Cut Knife
4713835|Poundmaker 114
4713836|Little Pine 116
4714001|Hudson Bay No. 394
4714004|Hudson Bay
4714006|Porcupine No. 395
4714007|Porcupine Plain
4714009|Weekes
4714021|Kelvington No. 366
4714022|Kelvington
4714023|Ponass Lake No. 367
4714024|Rose Valley
4714025|Fosston
4714026|Spalding No. 368
4714028|Spalding
4714030|Pleasantdale
4714032|Naicam
4714034|Barrier Valley No. 397
4714035|Pleasantdale No. 398
4714036|Archerwill
4714038|Bjorkdale No. 426
4714039|Mistatim
4714041|Bjorkdale
4714043|Tisdale No. 427
4714044|Tisdale
4714047|Star City No. 428
4714048|Valparaiso
4714049|Star City
4714051|Melfort
4714053|Willow Creek No. 458
4714056|Connaught No. 457
4714058|Ridgedale
4714059|Arborfield No. 456
4714061|Zenon Park
4714062|Arborfield
4714067|Moose Range No. 486
4714068|Tobin Lake
4714069|Carrot River
4714072|Nipawin No. 487
4714073|Aylsham
4714074|Codette
4714076|Nipawin
4714077|Torch River No. 488
4714079|White Fox
4714091|Love
4714092|Choiceland
4714093|Smeaton
4714839|Shoal Lake 28A
4714840|Red Earth 29
4714841|Yellowquill 90
4714842|Kinistin 91
4714843|Yellow Quill 90-9
4714845|Carrot River 29A
4714846|Opaskwayak Cree Nation 27A (Carrot River)
4715001|St. Peter No. 369
4715002|Englefeld
4715003|St. Gregor
4715004|Muenster
4715005|Annaheim
4715006|Lake Lenore
4715007|Humboldt No. 370
4715008|Humboldt
4715011|Bayne No. 371
4715012|Bruno
4715014|Grant No. 372
4715016|Prud'Homme
4715017|Vonda
4715018|Aberdeen No. 373
4715019|Aberdeen
4715026|Laird No. 404
4715027|Hepburn
4715028|Waldheim
4715029|Laird
4715031|Rosthern No. 403
4715032|Rosthern
4715034|Hague
4715036|Fish Creek No. 402
4715038|Alvena
4715039|Hoodoo No. 401
4715041|Cudworth
4715042|Wakaw
4715043|Wakaw Lake
4715044|Three Lakes No. 400
4715045|Pilger
4715046|St. Benedict
4715047|Middle Lake
4715048|Lake Lenore No. 399
4715049|St. Brieux
4715051|Flett's Springs No. 429
4715052|Beatty
4715054|Invergordon No. 430
4715057|St. Louis No. 431
4715059|St. Louis
4715061|Duck Lake No. 463
4715062|Duck Lake
4715064|Prince Albert No. 461
4715066|Prince Albert
4715067|Birch Hills No. 460
4715068|Birch Hills
4715070|Candle Lake
4715071|Kinistino No. 459
4715072|Weldon
4715074|Kinistino
4715075|Lakeland No. 521
4715076|Christopher Lake
4715079|Garden River No. 490
4715085|Albertville
4715091|Weirdale
4715092|Meath Park
4715094|Buckland No. 491
4715098|Paddockwood
4715099|Paddockwood No. 520
4715844|One Arrow 95
4715845|Beardy's 97 and Okemasis 96
4715847|Muskoday First Nation
4715848|Wahpaton 94A
4715849|James Smith 100
4715850|Cumberland 100A
4715851|Little Red River 106C
4715853|Montreal Lake 106B
4715857|One Arrow 95-1C
4715859|Beardy's and Okemasis 96 and 97B
4715861|One Arrow 95-1D
4715862|One Arrow 95-1A
4716002|Denholm
4716003|Ruddell
4716004|Maymont
4716005|Mayfield No. 406
4716008|Great Bend No. 405
4716009|Radisson
4716011|Borden
4716013|Blaine Lake No. 434
4716014|Marcelin
4716016|Blaine Lake
4716018|Redberry No. 435
4716019|Krydor
4716022|Hafford
4716023|Douglas No. 436
4716024|Speers
4716026|Richard
4716027|North Battleford
4716028|North Battleford No. 437
4716029|North Battleford
4716033|Round Hill No. 467
4716038|Meeting Lake No. 466
4716041|Leask No. 464
4716042|Leask
4716043|Pebble Baye
4716044|Parkside
4716046|Shellbrook No. 493
4716047|Shellbrook
4716051|Canwood No. 494
4716052|Canwood
4716053|Prince Albert National Park
4716054|Debden
4716056|Spiritwood No. 496
4716057|Shell Lake
4716058|Spiritwood
4716059|Big Shell
4716060|Echo Bay
4716061|Leoville
4716062|Medstead No. 497
4716063|Medstead
4716072|Big River
4716075|Big River No. 555
4716077|Chitek Lake
4716854|Muskeg Lake Cree Nation 102
4716855|Mistawasis 103
4716856|Sturgeon Lake 101
4716857|Little Red River 106D
4716858|Big River 118
4716860|Ahtahkakoop 104
4716861|Saulteaux 159A
4716862|Witchekan Lake 117
4716863|Chitek Lake 191
4716870|Lucky Man
4716872|Muskeg Lake 102B
4716880|Pelican Lake 191B
4716882|Witchekan Lake 117D
4716886|Muskeg Lake 102E
4716888|Muskeg Lake 102F
4716890|Muskeg Lake 102G
4716891|Muskeg Lake 102D
4716892|Sweet Grass 113-L6
4716894|Pelican Lake 191A
4717001|Meota No. 468
4717002|Cochin
4717004|Metinota
4717005|Aquadeo
4717006|Meota
4717008|Turtle River No. 469
4717011|Edam
4717013|Paynton No. 470
4717014|Paynton
4717017|Eldon No. 471
4717018|Maidstone
4717019|Waseca
4717022|Wilton No. 472
4717024|Lashburn
4717026|Marshall
4717028|Britannia No. 502
4717029|Lloydminster
4717032|Frenchman Butte No. 501
4717034|Paradise Hill
4717036|St. Walburg
4717039|Mervin
4717041|Turtleford
4717042|Kivimaa-Moonlight Bay
4717045|Mervin No. 499
4717047|Parkdale No. 498
4717048|Glaslyn
4717052|Meadow Lake
4717053|Greig Lake
4717054|Meadow Lake No. 588
4717055|Dorintosh
4717056|Loon Lake No. 561
4717057|Makwa
4717058|Loon Lake
4717062|Beaver River No. 622
4717066|Goodsoil
4717067|Pierceland
4717801|Seekaskootch 119
4717802|Makaoo 120
4717803|Thunderchild First Nation 115B
4717804|Thunderchild First Nation 115C
4717805|Flying Dust First Nation 105 (Meadow Lake 105)
4717806|Waterhen 130
4717807|Makwa Lake 129B
4717808|Makwa Lake 129
4717809|Ministikwan 161
4717810|Ministikwan 161A
4717811|Big Island Lake Cree Territory
4717812|Moosomin 112B
4717813|Saulteaux 159
4717815|Makwa Lake 129C
4717816|Eagles Lake 165C
4717819|Meadow Lake 105A
4717820|Onion Lake 119-1
4717825|Min-A-He-Quo-Sis 116C
4718005|Cumberland House
4718012|Timber Bay
4718015|Weyakwin
4718021|Green Lake
4718023|Dore Lake
4718028|Cole Bay
4718030|Jans Bay
4718033|Beauval
4718041|La Ronge
4718042|Air Ronge
4718049|Denare Beach
4718051|Creighton
4718052|Flin Flon
4718055|Pelican Narrows
4718058|Sandy Bay
4718062|Missinipe
4718065|Pinehouse
4718067|Île-à-la-Crosse
4718069|Patuanak
4718070|Buffalo Narrows
4718071|St. George's Hill
4718072|Michel Village
4718074|La Loche
4718075|Turnor Lake
4718090|"Division No. 18, Unorganized"
4718100|Stony Rapids
4718801|Cumberland House Cree Nation 20
4718802|Montreal Lake 106
4718803|Stanley 157
4718806|Wapaskokimaw 202
4718807|La Plonge 192
4718808|Morin Lake 217
4718809|Lac La Ronge 156
4718811|Sucker River 156C (Nemebien River 156C)
4718812|Kitsakie 156B
4718813|Four Portages 157C
4718814|Wapachewunak 192D
4718817|Canoe Lake 165
4718818|Buffalo River Dene Nation 193 (Peter Pond Lake 193)
4718819|Turnor Lake 193B
4718820|Pelican Narrows 184B
4718821|Sturgeon Weir 184F
4718822|Southend 200
4718823|Chicken 225
4718824|Fond du Lac 227
4718825|Brabant Lake
4718826|Southend No. 200A
4718828|Chicken 224
4718829|Clearwater River Dene Band 223
4718831|Grandmother's Bay 219
4718832|Lac La Hache 220
4718839|Clearwater River Dene 222
4718844|Little Hills 158
4718849|Little Hills 158B
4718852|Kimosom Pwatinahk 203 (Deschambault Lake)
4718854|Kinoosao-Thomas Clark 204
4801003|Cypress County
4801006|Medicine Hat
4801008|Forty Mile County No. 8
4801009|Foremost
4801014|Bow Island
4801018|Redcliff
4802001|Warner County No. 5
4802002|Coutts
4802004|Milk River
4802006|Warner
4802008|Raymond
4802009|Stirling
4802011|Lethbridge County
4802012|Lethbridge
4802013|Coalhurst
4802014|Nobleford
4802016|Barons
4802018|Picture Butte
4802019|Coaldale
4802021|Taber
4802022|Taber
4802023|Barnwell
4802029|Vauxhall
4802031|Newell County
4802034|Brooks
4802036|Duchess
4802038|Rosemary
4802039|Bassano
4803001|Cardston County
4803002|Magrath
4803003|Improvement District No. 4 Waterton
4803004|Cardston
4803006|Glenwood
4803008|Hill Spring
4803011|Pincher Creek No. 9
4803014|Pincher Creek
4803016|Cowley
4803018|Willow Creek No. 26
4803019|Fort Macleod
4803021|Granum
4803022|Claresholm
4803024|Stavely
4803026|Nanton
4803801|Piikani 147
4803802|Blood 148
4803803|Blood 148A
4804001|Acadia No. 34
4804004|Special Area No. 2
4804006|Empress
4804011|Hanna
4804012|Special Area No. 3
4804014|Oyen
4804016|Cereal
4804019|Youngstown
4804020|Special Area No. 4
4804021|Veteran
4804022|Consort
4805001|Vulcan County
4805002|Carmangay
4805004|Champion
4805006|Vulcan
4805008|Lomond
4805009|Milo
4805011|Arrowwood
4805012|Wheatland County
4805018|Strathmore
4805019|Hussar
4805021|Standard
4805022|Rockyford
4805026|Drumheller
4805031|Starland County
4805034|Delia
4805036|Munson
4805038|Morrin
4805041|Kneehill County
4805042|Carbon
4805044|Acme
4805046|Linden
4805048|Three Hills
4805049|Trochu
4805802|Siksika 146
4806001|Foothills No. 31
4806006|High River
4806008|Longview
4806009|Turner Valley
4806011|Black Diamond
4806012|Okotoks
4806014|Rocky View County
4806016|Calgary
4806017|Chestermere
4806019|Cochrane
4806021|Airdrie
4806022|Irricana
4806024|Beiseker
4806026|Crossfield
4806028|Mountain View County
4806029|Carstairs
4806031|Cremona
4806032|Didsbury
4806034|Olds
4806036|Sundre
4806803|Eden Valley 216
4806804|Tsuu T'ina Nation 145 (Sarcee 145)
4807001|Provost No. 52
4807002|Provost
4807004|Czar
4807006|Hughenden
4807008|Amisk
4807011|Paintearth County No. 18
4807012|Coronation
4807014|Castor
4807016|Halkirk
4807019|Stettler County No. 6
4807021|Big Valley
4807022|Gadsby
4807024|Botha
4807026|Stettler
4807027|White Sands
4807028|Rochon Sands
4807029|Donalda
4807031|Flagstaff County
4807032|Alliance
4807036|Forestburg
4807038|Heisler
4807039|Daysland
4807042|Killam
4807044|Sedgewick
4807046|Lougheed
4807048|Hardisty
4807049|Wainwright No. 61
4807051|Chauvin
4807052|Edgerton
4807054|Wainwright
4807056|Irma
4808001|Red Deer County
4808002|Elnora
4808004|Delburne
4808005|Jarvis Bay
4808006|Bowden
4808008|Innisfail
4808009|Penhold
4808011|Red Deer
4808012|Sylvan Lake
4808013|Norglenwold
4808022|Lacombe County
4808023|Birchcliff
4808024|Eckville
4808025|Half Moon Bay
4808026|Bentley
4808027|Sunbreaker Cove
4808028|Gull Lake
4808029|Blackfalds
4808031|Lacombe
4808032|Clive
4808034|Alix
4808038|Ponoka County
4808039|Ponoka
4808042|Parkland Beach
4808044|Rimbey
4808811|Samson 137
4808812|Samson 137A
4808813|Montana 139
4809002|Clearwater County
4809005|Burnstick Lake
4809010|Caroline
4809015|Rocky Mountain House
4809806|O'Chiese 203
4809809|Sunchild 202
4809810|Big Horn 144A
4810001|Camrose County
4810002|Bashaw
4810003|Rosalind
4810004|Ferintosh
4810006|Edberg
4810009|Bawlf
4810011|Camrose
4810012|Bittern Lake
4810014|Hay Lakes
4810016|Beaver County
4810018|Tofield
4810019|Ryley
4810021|Holden
4810022|Viking
4810026|Minburn County No. 27
4810028|Vegreville
4810031|Innisfree
4810034|Mannville
4810036|Vermilion River County
4810038|Paradise Valley
4810039|Lloydminster
4810041|Kitscoty
4810042|Vermilion
4810044|Marwayne
4810046|Dewberry
4810048|Two Hills County No. 21
4810051|Myrnam
4810052|Two Hills
4810056|Willingdon
4810058|Lamont County
4810059|Andrew
4810061|Mundare
4810062|Chipman
4810064|Lamont
4810066|Bruderheim
4810068|Improvement District No. 13 Elk Island
4810805|Makaoo 120
4811001|Wetaskiwin County No. 10
4811002|Wetaskiwin
4811003|Argentia Beach
4811004|Grandview
4811005|Poplar Bay
4811006|Crystal Springs
4811007|Norris Beach
4811008|Ma-Me-O Beach
4811009|Silver Beach
4811011|Millet
4811012|Leduc County
4811013|Beaumont
4811016|Leduc
4811018|Devon
4811019|Calmar
4811020|Sundance Beach
4811021|Thorsby
4811022|Itaska Beach
4811023|Golden Days
4811024|Warburg
4811026|Breton
4811031|Drayton Valley
4811032|Brazeau County
4811034|Parkland County
4811038|Seba Beach
4811039|Betula Beach
4811041|Point Alison
4811042|Lakeview
4811044|Kapasiwin
4811045|Wabamun
4811046|Spring Lake
4811048|Stony Plain
4811049|Spruce Grove
4811052|Strathcona County
4811056|Fort Saskatchewan
4811059|Sturgeon County
4811061|Edmonton
4811062|St. Albert
4811064|Gibbons
4811065|Redwater
4811066|Bon Accord
4811068|Morinville
4811069|Legal
4811801|Ermineskin 138
4811802|Pigeon Lake 138A
4811803|Louis Bull 138B
4811804|Stony Plain 135
4811805|Alexander 134
4811806|Wabamun 133A
4811807|Wabamun 133B
4812002|Cold Lake
4812004|Bonnyville No. 87
4812009|Bonnyville
4812011|Bonnyville Beach
4812012|Glendon
4812013|Pelican Narrows
4812014|St. Paul County No. 19
4812016|Elk Point
4812018|St. Paul
4812020|Horseshoe Bay
4812022|Smoky Lake County
4812024|Vilna
4812026|Waskatenau
4812029|Smoky Lake
4812037|Lac la Biche County
4812038|Improvement District No. 349
4812802|Unipouheos 121
4812804|Puskiakiwenin 122
4812806|Saddle Lake 125
4812808|White Fish Lake 128
4812810|Cold Lake 149
4812811|Kehewin 123
4812813|Cold Lake 149A
4812815|Cold Lake 149B
4812828|Beaver Lake 131
4812840|Heart Lake 167
4813001|Lac Ste. Anne County
4813002|Mayerthorpe
4813003|Nakamun Park
4813005|Val Quentin
4813006|West Cove
4813007|Yellowstone
4813008|Ross Haven
4813009|Castle Island
4813010|Silver Sands
4813011|Sunset Point
4813012|Alberta Beach
4813013|Birch Cove
4813014|Onoway
4813015|South View
4813016|Sandy Beach
4813017|Sunrise Beach
4813018|Barrhead County No. 11
4813019|Barrhead
4813028|Westlock County
4813029|Woodlands County
4813030|Whitecourt
4813031|Westlock
4813032|Clyde
4813033|Larkspur
4813036|Thorhild County
4813044|Athabasca County
4813045|Mewatha Beach
4813046|Boyle
4813047|Sunset Beach
4813048|Athabasca
4813049|Island Lake
4813051|Island Lake South
4813053|Bondiss
4813055|South Baptiste
4813057|West Baptiste
4813061|Whispering Hills
4813811|Alexis 133
4814003|Yellowhead County
4814019|Hinton
4814024|Edson
4814028|Improvement District No. 25 Willmore Wilderness
4815007|Crowsnest Pass
4815013|Kananaskis
4815015|Bighorn No. 8
4815023|Canmore
4815027|Ghost Lake
4815030|Waiparous
4815032|Improvement District No. 9 Banff
4815033|Jasper
4815035|Banff
4815037|Improvement District No. 12 Jasper Park
4815045|Ranchland No. 66
4815802|"Stoney 142, 143, 144"
4816037|Wood Buffalo
4816051|Improvement District No. 24 Wood Buffalo
4816817|Janvier 194
4816821|Gregoire Lake 176
4816822|Gregoire Lake 176A
4816831|Chipewyan 201A
4816849|Old Fort 217
4816850|Allison Bay 219
4816852|Dog Head 218
4816859|Fort Mackay
4816860|Thebathi 196
4816861|Thabacha Náre 196A
4817021|High Prairie
4817024|Swan Hills
4817026|Northern Sunrise County
4817027|Big Lakes County
4817029|Slave Lake
4817031|Opportunity No. 17
4817033|Lesser Slave River No. 124
4817039|Nampa
4817062|Clear Hills
4817064|Hines Creek
4817076|Northern Lights County
4817078|Manning
4817093|High Level
4817095|Mackenzie County
4817097|Rainbow Lake
4817817|Jean Baptiste Gambler 183
4817818|Wabasca 166
4817819|Wabasca 166A
4817821|Wabasca 166B
4817822|Wabasca 166C
4817823|Wabasca 166D
4817824|Utikoomak Lake 155
4817825|Clear Hills 152C
4817827|Utikoomak Lake 155A
4817828|Drift Pile River 150
4817829|Sucker Creek 150A
4817830|Kapawe'no First Nation (Pakashan 150D)
4817831|Swan River 150E
4817832|Sawridge 150G
4817833|Sawridge 150H
4817835|Fox Lake 162
4817836|Kapawe'no First Nation (Freeman 150B)
4817837|John d'Or Prairie 215
4817838|Tall Cree 173
4817840|Tall Cree 173A
4817841|Beaver Ranch 163
4817842|Boyer 164
4817843|Child Lake 164A
4817845|Hay Lake 209
4817848|Bushe River 207
4817849|Upper Hay River 212
4817853|Little Buffalo
4817854|Carcajou 187
4817855|Desmarais
4817856|Woodland Cree 226
4817857|Woodland Cree 228
4817859|Fort Vermilion 173B
4817860|Loon Lake 235
4818002|Fox Creek
4818005|Grande Cache
4818015|Greenview No. 16
4818018|Valleyview
4818816|Sturgeon Lake 154
4818818|Sturgeon Lake 154A
4819006|Grande Prairie County No. 1
4819008|Hythe
4819009|Beaverlodge
4819011|Wembley
4819012|Grande Prairie
4819014|Sexsmith
4819038|Peace River
4819041|Smoky River No. 130
4819042|McLennan
4819044|Donnelly
4819046|Falher
4819048|Girouxville
4819049|Birch Hills County
4819054|Spirit River No. 133
4819056|Rycroft
4819058|Spirit River
4819059|Saddle Hills County
4819066|Fairview No. 136
4819068|Fairview
4819071|Peace No. 135
4819072|Berwyn
4819074|Grimshaw
4819815|Horse Lakes 152B
4819826|Duncan's 151A
5901003|Elkford
5901006|Sparwood
5901012|Fernie
5901017|East Kootenay A
5901019|East Kootenay B
5901022|Cranbrook
5901028|Kimberley
5901035|East Kootenay C
5901037|East Kootenay E
5901039|Invermere
5901040|Radium Hot Springs
5901043|Canal Flats
5901046|East Kootenay F
5901048|East Kootenay G
5901801|Tobacco Plains 2
5901802|Isidore's Ranch 4
5901803|Kootenay 1
5901804|Columbia Lake 3
5901805|Cassimayooks (Mayook) 5
5901806|Shuswap
5903004|Creston
5903010|Central Kootenay A
5903011|Salmo
5903013|Central Kootenay B
5903015|Nelson
5903017|Central Kootenay C
5903019|Slocan
5903023|Kaslo
5903027|Silverton
5903032|New Denver
5903039|Central Kootenay D
5903041|Central Kootenay E
5903043|Central Kootenay F
5903045|Castlegar
5903047|Central Kootenay G
5903050|Nakusp
5903052|Central Kootenay H
5903056|Central Kootenay I
5903058|Central Kootenay J
5903060|Central Kootenay K
5903807|Creston 1
5905005|Fruitvale
5905009|Montrose
5905014|Trail
5905018|Warfield
5905023|Rossland
5905026|Kootenay Boundary A
5905030|Kootenay Boundary B / Lower Columbia-Old-Glory
5905032|Grand Forks
5905037|Midway
5905042|Greenwood
5905050|Kootenay Boundary C / Christina Lake
5905052|Kootenay Boundary D / Rural Grand Forks
5905054|Kootenay Boundary E / West Boundary
5907005|Osoyoos
5907009|Keremeos
5907014|Oliver
5907022|Okanagan-Similkameen A
5907024|Princeton
5907026|Okanagan-Similkameen B
5907028|Okanagan-Similkameen C
5907035|Summerland
5907041|Penticton
5907047|Okanagan-Similkameen D
5907049|Okanagan-Similkameen E
5907051|Okanagan-Similkameen F
5907053|Okanagan-Similkameen G
5907055|Okanagan-Similkameen H
5907801|Lower Similkameen 2
5907802|Osoyoos 1
5907803|Penticton 1
5907805|Chopaka 7 & 8
5907806|Blind Creek 6
5907807|Chuchuwayha 2
5907808|Alexis 9
5907809|Ashnola 10
5909009|Hope
5909014|Fraser Valley A
5909016|Fraser Valley B
5909020|Chilliwack
5909027|Harrison Hot Springs
5909032|Kent
5909034|Fraser Valley D
5909035|Fraser Valley H
5909036|Fraser Valley E
5909048|Fraser Valley C
5909052|Abbotsford
5909056|Mission
5909060|Fraser Valley F
5909062|Fraser Valley G
5909804|Chawathil 4
5909805|Inkahtsaph 6
5909806|Kopchitchin 2
5909807|Ohamil 1
5909808|Puckatholetchin 11
5909809|Saddle Rock 9
5909810|Lukseetsissum 9
5909812|Schkam 2
5909814|Skawahlook 1
5909815|Speyum 3
5909816|Spuzzum 1
5909817|Tuckkwiowhum 1
5909818|Yale Town 1
5909819|Kahmoose 4
5909821|Kwawkwawapilt 6
5909824|Skwah 4
5909825|Skwali 3
5909826|Skway 5
5909827|Soowahlie 14
5909830|Tzeachten 13
5909831|Yakweakwioose 12
5909832|Seabird Island
5909833|Scowlitz 1
5909834|Tseatah 2
5909835|Aitchelitch 9
5909836|Boston Bar 1A
5909837|Cheam 1
5909838|Schelowat 1
5909839|Chehalis 5
5909841|Stullawheets 8
5909842|Douglas 8
5909843|Peters 1
5909844|Popkum 1
5909845|Skookumchuck 4
5909847|Bucktum 4
5909848|Tipella 7
5909849|Skwahla 2
5909850|Boothroyd 13
5909852|Paqulh
5909875|Q'alatkú7em
5909876|Albert Flat 5
5909877|Upper Sumas 6
5909878|Matsqui Main 2
5909879|Holachten 8
5909880|Lakahahmen 11
5909881|Skweahm 10
5909882|Squawkum Creek 3
5909883|Sachteen
5909884|Skowkale
5909885|Squiaala
5915001|Langley
5915002|Langley
5915004|Surrey
5915007|White Rock
5915011|Delta
5915015|Richmond
5915020|Greater Vancouver A
5915022|Vancouver
5915025|Burnaby
5915029|New Westminster
5915034|Coquitlam
5915036|Belcarra
5915038|Anmore
5915039|Port Coquitlam
5915043|Port Moody
5915046|North Vancouver
5915051|North Vancouver
5915055|West Vancouver
5915062|Bowen Island
5915065|Lions Bay
5915070|Pitt Meadows
5915075|Maple Ridge
5915801|Semiahmoo
5915802|Tsawwassen
5915803|Musqueam 2
5915804|Coquitlam 2
5915805|Coquitlam 1
5915806|Burrard Inlet 3
5915807|Mission 1
5915808|Capilano 5
5915809|Barnston Island 3
5915810|Musqueam 4
5915811|Seymour Creek 2
5915813|Katzie 2
5915816|McMillan Island 6
5915825|Matsqui 4
5915830|Katzie 1
5915835|Langley 5
5915840|Whonnock 1
5917005|North Saanich
5917010|Sidney
5917015|Central Saanich
5917021|Saanich
5917027|Saltspring Island
5917029|Southern Gulf Islands
5917030|Oak Bay
5917034|Victoria
5917040|Esquimalt
5917041|Colwood
5917042|Metchosin
5917044|Langford
5917047|View Royal
5917049|Highlands
5917052|Sooke
5917054|Juan de Fuca (Part 1)
5917056|Juan de Fuca (Part 2)
5917801|Cole Bay 3
5917802|Union Bay 4
5917803|East Saanich 2
5917804|South Saanich 1
5917805|Galiano Island 9
5917809|Becher Bay 1
5917811|Esquimalt
5917812|New Songhees 1A
5917815|Gordon River 2
5917819|T'Sou-ke
5919008|North Cowichan
5919012|Duncan
5919013|Cowichan Valley D
5919015|Cowichan Valley G
5919016|Lake Cowichan
5919017|Cowichan Valley H
5919021|Ladysmith
5919033|Cowichan Valley F
5919035|Cowichan Valley I
5919043|Cowichan Valley A
5919046|Cowichan Valley B
5919049|Cowichan Valley C
5919051|Cowichan Valley E
5919801|Halalt 2
5919802|Squaw-hay-one 11
5919803|Tsussie 6
5919804|Chemainus 13
5919808|Kil-pah-las 3
5919809|Penelakut Island 7
5919811|Shingle Point 4
5919812|Cowichan Lake
5919814|Malachan 11
5919815|Malahat 11
5919816|Oyster Bay 12
5919817|Portier Pass 5
5919818|Theik 2
5919820|Est-Patrolas 4
5919821|Tzart-Lam 5
5919822|Cowichan
5921007|Nanaimo
5921008|Lantzville
5921010|Nanaimo A
5921014|Nanaimo B
5921016|Nanaimo C
5921018|Parksville
5921023|Qualicum Beach
5921030|Nanaimo E
5921032|Nanaimo F
5921034|Nanaimo G
5921036|Nanaimo H
5921804|Nanaimo Town 1
5921805|Nanoose
5921806|Qualicum
5921807|Nanaimo River
5923008|Port Alberni
5923019|Ucluelet
5923025|Tofino
5923033|Alberni-Clayoquot B
5923035|Alberni-Clayoquot D
5923037|Alberni-Clayoquot E
5923039|Alberni-Clayoquot F
5923047|Alberni-Clayoquot A
5923049|Alberni-Clayoquot C
5923801|Ahahswinis 1
5923802|Alberni 2
5923803|Anacla 12
5923804|Clakamucus 2
5923805|Elhlateese 2
5923806|Hesquiat 1
5923807|Ittatsoo 1
5923808|Marktosis 15
5923809|Numukamis 1
5923810|Macoah 1
5923813|Opitsat 1
5923814|Sachsa 4
5923816|Tsahaheh 1
5923822|Klehkoot 2
5923823|Esowista 3
5923824|Refuge Cove 6
5923825|Tin Wis 11
5924025|Gold River
5924029|Zeballos
5924030|Tahsis
5924034|Campbell River
5924039|Sayward
5924042|Strathcona D (Oyster Bay - Buttle Lake)
5924048|Strathcona A
5924052|Strathcona B
5924054|Strathcona C
5924803|Ahaminaquus 12
5924804|Campbell River 11
5924805|Chenahkint 12
5924806|Houpsitas 6
5924812|Quinsam 12
5924813|Village Island 1
5924814|Yuquot 1
5924817|Cape Mudge 10
5924818|Squirrel Cove 8
5924820|Tork 7
5924833|Oclucje 7
5924835|Tsa Xana 18
5924836|Ehatis 11
5924840|Homalco 9
5926005|Comox
5926010|Courtenay
5926014|Cumberland
5926021|Comox Valley A
5926022|Comox Valley B (Lazo North)
5926024|Comox Valley C (Puntledge - Black Creek)
5926801|Comox 1
5926802|Pentledge 2
5927008|Powell River
5927010|Powell River A
5927012|Powell River B
5927016|Powell River C
5927018|Powell River D
5927020|Powell River E
5927802|Sliammon 1
5927806|Sechelt
5929005|Gibsons
5929011|Sechelt
5929018|Sunshine Coast A
5929022|Sunshine Coast B
5929024|Sunshine Coast D
5929026|Sunshine Coast E
5929028|Sunshine Coast F
5929801|Chekwelp 26
5929803|Sechelt
5931006|Squamish
5931012|Pemberton
5931017|Squamish-Lillooet C
5931020|Whistler
5931021|Squamish-Lillooet D
5931026|Lillooet
5931032|Squamish-Lillooet A
5931034|Squamish-Lillooet B
5931801|Cheakamus 11
5931802|Kowtain 17
5931806|Seaichem 16
5931807|Stawamus 24
5931808|Waiwakum 14
5931809|Yekwaupsum 18
5931812|Nesuch 3
5931813|Bridge River 1
5931814|Cayoosh Creek 1
5931815|Chilhil 6
5931816|Fountain 1
5931817|Fountain 3
5931818|Fountain 10
5931819|Fountain 11
5931820|Fountain 12
5931821|Lillooet 1
5931822|Fountain Creek 8
5931823|McCartney's Flat 4
5931824|Seton Lake 5
5931826|Necait 6
5931827|Nesikep 6
5931828|Pashilqua 2
5931829|Pavilion 1
5931831|Slosh 1
5931832|Towinock 2
5931833|Mission 5
5931842|Fountain 1B
5931843|Mount Currie
5931844|Nequatque
5933006|Merritt
5933008|Thompson-Nicola M (Beautiful Nicola Valley - North)
5933012|Thompson-Nicola N (Beautiful Nicola Valley - South)
5933015|Lytton
5933019|Ashcroft
5933024|Cache Creek
5933028|Clinton
5933032|Thompson-Nicola E (Bonaparte Plateau)
5933035|Logan Lake
5933037|Thompson-Nicola I (Blue Sky Country)
5933039|Thompson-Nicola J (Copper Desert Country)
5933042|Kamloops
5933044|Thompson-Nicola P (Rivers and the Peaks)
5933045|Sun Peaks Mountain
5933054|Chase
5933060|Thompson-Nicola L (Grasslands)
5933067|Clearwater
5933068|Thompson-Nicola A (Wells Gray Country)
5933070|Thompson-Nicola B (Thompson Headwaters)
5933072|Thompson-Nicola O (Lower North Thompson)
5933074|Barriere
5933801|Coldwater 1
5933802|Douglas Lake 3
5933803|Hamilton Creek 2
5933805|Joeyaska 2
5933806|Nicola Lake 1
5933807|Nicola Mameet 1
5933808|Nooaitch 10
5933809|Paul's Basin 2
5933810|Chuchhraischin
5933811|Zoht 4
5933812|Bonaparte 3
5933813|Halhalaeden
5933814|Canoe Creek 1
5933817|Skeetchestn
5933819|High Bar 1
5933821|Canoe Creek 2
5933823|Kitzowit 20
5933824|Skuppah 2A
5933825|Inklyuhkinatko 2
5933828|Basque 18
5933829|Klahkamich 17
5933831|Kleetlekut 22
5933832|Klickkumcheen 18
5933833|Inkluckcheen
5933834|Kumcheen 1
5933836|Lower Hat Creek 2
5933837|Peq-Paq 22
5933839|Lytton 4A
5933840|Lytton 4E
5933841|Lytton 9A
5933842|Lytton 9B
5933844|Ashcroft 4
5933845|105 Mile Post 2
5933846|Oregon Jack Creek 5
5933848|Nickel Palm 4
5933849|Siska Flat
5933850|Nickeyeah 25
5933851|Nicomen 1
5933852|Nohomeen 23
5933853|Nuuautin 2
5933854|Paska Island 3
5933855|Papyum 27
5933857|Pemynoos 9
5933858|Seah 5
5933859|Shackan 11
5933861|Kloklowuck 7
5933865|Skuppah 4
5933866|Skwayaynope 26
5933868|Spintlum Flat 3
5933870|Nkaih 10
5933872|Marble Canyon 3
5933873|Stryen 9
5933874|Tsaukan 12
5933875|Upper Hat Creek 1
5933876|Upper Nepa 6
5933877|Whispering Pines 4
5933878|Yawaucht 11
5933879|Zacht 5
5933880|Kamloops 1
5933881|Spences Bridge
5933882|Kanaka Bar
5933884|Sahhaltkum 4
5933886|Nekalliston 2
5933887|North Thompson 1
5933888|Louis Creek 4
5933889|Squaam 2
5933895|Shawniken 4B
5933896|Nekliptum 1
5933897|Boothroyd 8A
5933898|Neskonlith
5935010|Kelowna
5935012|Central Okanagan
5935016|Lake Country
5935018|Peachland
5935020|Central Okanagan J
5935029|West Kelowna
5935801|Duck Lake 7
5935802|Tsinstikeptum 9
5935803|Tsinstikeptum 10
5937005|Lumby
5937010|Coldstream
5937014|Vernon
5937017|North Okanagan B
5937021|North Okanagan C
5937022|North Okanagan D
5937023|North Okanagan E
5937024|Spallumcheen
5937028|Armstrong
5937033|Enderby
5937041|North Okanagan F
5937801|Okanagan 1
5937802|Enderby 2
5937803|Priest's Valley 6
5937805|Harris 3
5939007|Golden
5939011|Columbia-Shuswap A
5939019|Revelstoke
5939023|Columbia-Shuswap B
5939032|Salmon Arm
5939037|Columbia-Shuswap C
5939039|Columbia-Shuswap D
5939043|Columbia-Shuswap E
5939044|Columbia-Shuswap F
5939045|Sicamous
5939801|Chum Creek 2
5939802|Hustalen 1
5939803|North Bay 5
5939804|Okanagan 1
5939805|Quaaout 1
5939806|Salmon River 1
5939807|Scotch Creek 4
5939808|Switsemalph 3
5939811|Switsemalph
5941005|One Hundred Mile House
5941009|Williams Lake
5941010|Cariboo D
5941012|Cariboo E
5941013|Quesnel
5941014|Cariboo F
5941015|Cariboo G
5941016|Cariboo H
5941017|Cariboo L
5941019|Cariboo A
5941021|Cariboo B
5941025|Wells
5941026|Cariboo C
5941027|Cariboo I
5941039|Cariboo J
5941041|Cariboo K
5941801|Alkali Lake 1
5941802|Canim Lake 1
5941803|Canim Lake 4
5941804|Canoe Creek 3
5941805|Deep Creek 2
5941806|Dog Creek 1
5941807|Dog Creek 2
5941808|Lohbiee 3
5941809|Quesnel 1
5941810|Soda Creek 1
5941811|Johny Sticks 2
5941812|Williams Lake 1
5941813|Canim Lake 2
5941817|Alexis Creek 14
5941818|Alexis Creek 16
5941821|Anahim's Flat 1
5941827|Charley Boy's Meadow 3
5941828|Chilco Lake 1
5941829|Chilco Lake 1A
5941831|Tanakut 4
5941833|Kluskus 1
5941834|Louis Squinas Ranch 14
5941835|Coglistiko River 29
5941837|Nazco 20
5941838|Puntzi Lake 2
5941839|Redstone Flat 1
5941840|Squinas 2
5941841|Stone 1
5941844|Agats Meadow 8
5941845|Thomas Squinas Ranch 2A
5941848|Alexis Creek 21
5941849|Baptiste Meadow 2
5941850|Toosey 1
5941851|Towdystan Lake 3
5941852|Trout Lake Alec 16
5941854|Ulkatcho 13
5941855|Windy Mouth 7
5941856|Alexis Creek 34
5941858|Cahoose 10
5941859|Blackwater Meadow 11
5941860|Cahoose 12
5941861|Betty Creek 18
5941862|Salmon River Meadow 7
5941863|Tzetzi Lake 11
5941864|Sundayman's Meadow 3
5941866|Euchinico Creek 17
5941868|Sandy Harry 4
5941871|Fishtrap 19
5941872|Swan Lake 3
5941873|Alkali Lake 4A
5941876|Lezbye 6
5941879|Michel Gardens 36
5941880|Ulkatcho 14A
5941881|Baezaeko River 27
5941882|Alexandria
5941883|Anahim's Meadow
5941884|Garden
5941885|Little Springs
5943008|Alert Bay
5943012|Port McNeill
5943017|Port Alice
5943023|Port Hardy
5943027|Mount Waddington B
5943031|Mount Waddington C
5943033|Mount Waddington D
5943037|Mount Waddington A
5943804|Fort Rupert 1
5943806|Tsulquate 4
5943807|Dead Point 5
5943808|Gwayasdums 1
5943809|Hopetown 10A
5943813|Quaee 7
5943815|Kippase 2
5943816|Quatsino Subdivision 18
5943817|Thomas Point 5
5943835|Nimpkish 2
5943836|Hope Island 1
5943837|Alert Bay
5945006|Central Coast A
5945010|Central Coast C
5945012|Central Coast D
5945014|Central Coast E
5945801|Bella Bella 1
5945802|Bella Coola 1
5945803|Katit 1
5947007|Port Edward
5947012|Prince Rupert
5947016|Skeena-Queen Charlotte A
5947021|Skeena-Queen Charlotte C
5947023|Masset
5947026|Queen Charlotte
5947027|Skeena-Queen Charlotte D
5947030|Port Clements
5947032|Skeena-Queen Charlotte E
5947803|Masset 1
5947804|Skidegate 1
5947806|Kulkayu (Hartley Bay) 4
5947807|Dolphin Island 1
5947809|Lax Kw'alaams 1
5947810|S1/2 Tsimpsean 2
5949005|Kitimat
5949011|Terrace
5949013|Kitimat-Stikine C (Part 1)
5949018|Kitimat-Stikine E
5949020|Kitimat-Stikine C (Part 2)
5949022|Hazelton
5949024|New Hazelton
5949028|Kitimat-Stikine B
5949032|Stewart
5949035|Nisga'a
5949038|Kitimat-Stikine F
5949039|Kitimat-Stikine A
5949041|Kitimat-Stikine D
5949802|Kitasoo 1
5949803|Kitamaat 2
5949804|Kitsumkaylum 1
5949805|Kshish 4
5949807|Kulspai 6
5949810|Coryatsaqua (Moricetown) 2
5949811|Hagwilget 1
5949812|Gitanmaax 1
5949813|Kispiox 1
5949814|Gitsegukla 1
5949815|Gitanyow 1
5949816|Gitwangak 1
5949817|Moricetown 1
5949818|Sik-e-dakh 2
5949819|Babine 17
5949820|Bulkley River 19
5949832|Iskut 6
5949843|Guhthe Tah 12
5949844|Kitselas 1
5949845|Dease Lake 9
5949846|Tahltan 1
5949847|Telegraph Creek
5951007|Vanderhoof
5951009|Fraser Lake
5951013|Fort St. James
5951015|Bulkley-Nechako C
5951017|Bulkley-Nechako D
5951019|Bulkley-Nechako F
5951022|Burns Lake
5951028|Bulkley-Nechako B
5951031|Bulkley-Nechako E
5951032|Granisle
5951034|Houston
5951038|Telkwa
5951043|Smithers
5951051|Bulkley-Nechako A
5951053|Bulkley-Nechako G
5951801|Ye Koo Che 3
5951802|Nautley (Fort Fraser) 1
5951803|Nak'azdli (Necoslie 1)
5951804|Sowchea 3
5951805|Binche 2 (Pinchie 2)
5951806|Seaspunkut 4
5951807|Stellaquo (Stella) 1
5951809|Stony Creek 1
5951810|Tache 1
5951811|Tacla Lake (Ferry Landing) 9
5951813|Laketown 3
5951814|Dzitline Lee 9
5951815|Burns Lake 18
5951818|Cheslatta 1
5951819|Omineca 1
5951820|Palling 1
5951821|Duncan Lake 2
5951822|Francois Lake 7
5951823|Skins Lake 16A
5951824|Skins Lake 16B
5951825|Tatla West 11
5951826|Uncha Lake 13A
5951827|Woyenne 27
5951828|Babine 6
5951829|Babine 25
5951830|Jean Baptiste 28
5951833|Tatla't East 2
5951840|Williams Prairie Meadow 1A
5951844|Poison Creek 17A
5951845|Tadinlay 15
5951846|Nedoats 11
5951847|Babine Lake 21B
5951848|North Tacla Lake
5951849|Mission Lands 17
5953007|Valemount
5953012|McBride
5953019|Fraser-Fort George H
5953023|Prince George
5953033|Mackenzie
5953038|Fraser-Fort George A
5953042|Fraser-Fort George C
5953044|Fraser-Fort George D
5953046|Fraser-Fort George E
5953048|Fraser-Fort George F
5953050|Fraser-Fort George G
5953801|Fort George (Shelley) 2
5953802|McLeod Lake 1
5955003|Tumbler Ridge
5955005|Pouce Coupe
5955010|Chetwynd
5955014|Dawson Creek
5955021|Peace River D
5955023|Peace River E
5955025|Hudson's Hope
5955030|Taylor
5955034|Fort St. John
5955040|Peace River B
5955042|Peace River C
5955801|East Moberly Lake 169
5955802|West Moberly Lake 168A
5955803|Blueberry River 205
5955804|Doig River 206
5955807|Fort Ware 1
5955808|Halfway River 168
5955812|Ingenika Point
5957022|Stikine Region
5957802|Unnamed 10
5957803|Five Mile Point 3
5957804|Good Hope Lake
5957813|Lower Post
5957814|Liard River 3
5959007|Northern Rockies
5959805|Fontas 1
5959806|Fort Nelson 2
5959809|Kahntah 3
5959810|Prophet River 4
6001003|Watson Lake
6001004|Faro
6001006|Teslin
6001007|Teslin Post 13
6001008|Carcross 4
6001009|Whitehorse
6001010|Lake Laberge 1
6001012|Carmacks
6001016|Klukshu
6001018|Haines Junction
6001019|Kloo Lake
6001022|Mayo
6001029|Dawson
6001031|Moosehide Creek 2
6001032|Upper Liard
6001035|Two Mile and Two and One-Half Mile Village
6001036|Tagish
6001037|Ross River
6001038|Champagne Landing 10
6001039|Burwash Landing
6001041|Pelly Crossing
6001042|Beaver Creek
6001043|Old Crow
6001044|Mt. Lorne
6001045|"Yukon, Unorganized"
6001046|Swift River
6001047|Johnsons Crossing
6001048|Carcross
6001049|Destruction Bay
6001050|Stewart Crossing
6001052|Keno Hill
6001055|Ibex Valley
6001057|Teslin
6001058|Marsh Lake
6001059|Macpherson-Grizzly Valley
6001060|"Whitehorse, Unorganized"
6101010|Tsiigehtchic
6101014|Paulatuk
6101015|Fort McPherson
6101017|Inuvik
6101025|Aklavik
6101036|Tuktoyaktuk
6101041|Sachs Harbour
6101063|"Region 1, Unorganized"
6101095|Ulukhaktok
6102003|Déline
6102005|Tulita
6102007|Norman Wells
6102009|Fort Good Hope
6102012|Colville Lake
6102063|"Region 2, Unorganized"
6103031|Behchokò
6103034|Whatì
6103049|Gamètì
6103052|Wekweètì
6103097|"Region 3, Unorganized"
6104005|Kakisa
6104006|Sambaa K'e
6104009|Fort Liard
6104010|Nahanni Butte
6104013|Jean Marie River
6104014|Fort Providence
6104017|Hay River Dene 1
6104038|Fort Simpson
6104044|Wrigley
6104097|"Region 4, Unorganized"
6105001|Fort Smith
6105003|Enterprise
6105004|Salt Plains 195
6105016|Hay River
6105018|Fort Resolution
6105020|Lutselk'e
6105026|Reliance
6105097|"Region 5, Unorganized"
6106021|Detah
6106023|Yellowknife
6106097|"Region 6, Unorganized"
6204001|Sanikiluaq
6204003|Iqaluit
6204005|Kimmirut
6204007|Cape Dorset
6204009|Pangnirtung
6204010|Qikiqtarjuaq
6204011|Hall Beach
6204012|Igloolik
6204015|Clyde River
6204018|Arctic Bay
6204019|Nanisivik
6204020|Pond Inlet
6204022|Resolute
6204025|Grise Fiord
6204030|"Baffin, Unorganized"
6205014|Coral Harbour
6205015|Arviat
6205016|Whale Cove
6205017|Rankin Inlet
6205019|Chesterfield Inlet
6205023|Baker Lake
6205027|Naujaat
6205033|"Keewatin, Unorganized"
6208047|Kugaaruk
6208059|Kugluktuk
6208065|Bathurst Inlet
6208068|Umingmaktok
6208073|Cambridge Bay
6208081|Gjoa Haven
6208087|Taloyoak
6208098|"Kitikmeot, Unorganized"`;
