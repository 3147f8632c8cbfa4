/**
 * Approximate centroids of UK postcode areas and of some districts (outward codes), as [latitude, longitude].
 *
 * Source: compiled by hand from public geography. Each figure is the centre of the main settlement of the postcode
 * area (the post town that names it) or district, not a population-weighted centroid of the postcodes in it; accuracy
 * is a few kilometres. Areas cover Great Britain, Northern Ireland (BT) and the Crown dependencies (GY, JE, IM).
 * Districts are listed for the centres of the big cities and for islands reached by ferry, whose area entry would
 * otherwise put them on the mainland (Isle of Wight PO30–PO41, Scilly TR21–TR25, Orkney KW15–KW17).
 */
export const postcodeCentroids: Readonly<Record<string, readonly [lat: number, lon: number]>> = {
  // Areas
  AB: [57.149, -2.094], // Aberdeen
  AL: [51.75, -0.339], // St Albans
  B: [52.48, -1.903], // Birmingham
  BA: [51.38, -2.36], // Bath
  BB: [53.748, -2.482], // Blackburn
  BD: [53.795, -1.752], // Bradford
  BH: [50.72, -1.879], // Bournemouth
  BL: [53.578, -2.429], // Bolton
  BN: [50.822, -0.137], // Brighton
  BR: [51.406, 0.014], // Bromley
  BS: [51.455, -2.588], // Bristol
  BT: [54.597, -5.93], // Belfast
  CA: [54.892, -2.933], // Carlisle
  CB: [52.205, 0.122], // Cambridge
  CF: [51.481, -3.179], // Cardiff
  CH: [53.19, -2.891], // Chester
  CM: [51.736, 0.479], // Chelmsford
  CO: [51.889, 0.902], // Colchester
  CR: [51.372, -0.099], // Croydon
  CT: [51.28, 1.08], // Canterbury
  CV: [52.408, -1.511], // Coventry
  CW: [53.099, -2.441], // Crewe
  DA: [51.446, 0.218], // Dartford
  DD: [56.462, -2.971], // Dundee
  DE: [52.922, -1.476], // Derby
  DG: [55.07, -3.604], // Dumfries
  DH: [54.776, -1.576], // Durham
  DL: [54.523, -1.553], // Darlington
  DN: [53.523, -1.128], // Doncaster
  DT: [50.715, -2.437], // Dorchester
  DY: [52.512, -2.082], // Dudley
  E: [51.525, -0.035], // London E (Bow)
  EC: [51.515, -0.092], // City of London
  EH: [55.953, -3.189], // Edinburgh
  EN: [51.652, -0.08], // Enfield
  EX: [50.722, -3.531], // Exeter
  FK: [56.002, -3.784], // Falkirk
  FY: [53.817, -3.05], // Blackpool
  G: [55.861, -4.251], // Glasgow
  GL: [51.864, -2.244], // Gloucester
  GU: [51.236, -0.57], // Guildford
  GY: [49.456, -2.537], // St Peter Port, Guernsey
  HA: [51.58, -0.337], // Harrow
  HD: [53.646, -1.782], // Huddersfield
  HG: [53.992, -1.541], // Harrogate
  HP: [51.753, -0.449], // Hemel Hempstead
  HR: [52.056, -2.716], // Hereford
  HS: [58.209, -6.387], // Stornoway, Outer Hebrides
  HU: [53.744, -0.333], // Hull
  HX: [53.722, -1.86], // Halifax
  IG: [51.559, 0.069], // Ilford
  IM: [54.15, -4.482], // Douglas, Isle of Man
  IP: [52.057, 1.155], // Ipswich
  IV: [57.478, -4.224], // Inverness
  JE: [49.186, -2.107], // St Helier, Jersey
  KA: [55.611, -4.496], // Kilmarnock
  KT: [51.41, -0.301], // Kingston upon Thames
  KW: [58.439, -3.093], // Wick (Caithness; Orkney is KW15–KW17 below)
  KY: [56.111, -3.159], // Kirkcaldy
  L: [53.408, -2.979], // Liverpool
  LA: [54.047, -2.801], // Lancaster
  LD: [52.242, -3.379], // Llandrindod Wells
  LE: [52.636, -1.133], // Leicester
  LL: [53.324, -3.828], // Llandudno
  LN: [53.23, -0.541], // Lincoln
  LS: [53.797, -1.548], // Leeds
  LU: [51.879, -0.418], // Luton
  M: [53.48, -2.242], // Manchester
  ME: [51.38, 0.52], // Rochester / Medway towns
  MK: [52.041, -0.76], // Milton Keynes
  ML: [55.789, -3.991], // Motherwell
  N: [51.565, -0.105], // London N (Holloway)
  NE: [54.973, -1.614], // Newcastle upon Tyne
  NG: [52.954, -1.15], // Nottingham
  NN: [52.237, -0.894], // Northampton
  NP: [51.588, -2.998], // Newport
  NR: [52.63, 1.297], // Norwich
  NW: [51.545, -0.185], // London NW (Kilburn)
  OL: [53.541, -2.117], // Oldham
  OX: [51.752, -1.258], // Oxford
  PA: [55.846, -4.423], // Paisley
  PE: [52.573, -0.248], // Peterborough
  PH: [56.396, -3.437], // Perth
  PL: [50.376, -4.143], // Plymouth
  PO: [50.8, -1.091], // Portsmouth
  PR: [53.763, -2.703], // Preston
  RG: [51.455, -0.971], // Reading
  RH: [51.24, -0.17], // Redhill
  RM: [51.575, 0.183], // Romford
  S: [53.381, -1.47], // Sheffield
  SA: [51.621, -3.944], // Swansea
  SE: [51.47, -0.06], // London SE (Peckham)
  SG: [51.903, -0.202], // Stevenage
  SK: [53.409, -2.149], // Stockport
  SL: [51.511, -0.595], // Slough
  SM: [51.361, -0.194], // Sutton
  SN: [51.558, -1.782], // Swindon
  SO: [50.904, -1.404], // Southampton
  SP: [51.069, -1.795], // Salisbury
  SR: [54.906, -1.381], // Sunderland
  SS: [51.538, 0.714], // Southend-on-Sea
  ST: [53.025, -2.175], // Stoke-on-Trent (Hanley)
  SW: [51.46, -0.16], // London SW (Clapham)
  SY: [52.708, -2.754], // Shrewsbury
  TA: [51.015, -3.101], // Taunton
  TD: [55.617, -2.807], // Galashiels
  TF: [52.678, -2.445], // Telford
  TN: [51.195, 0.275], // Tonbridge
  TQ: [50.462, -3.525], // Torquay
  TR: [50.263, -5.051], // Truro
  TS: [54.576, -1.235], // Middlesbrough
  TW: [51.447, -0.336], // Twickenham
  UB: [51.512, -0.421], // Hayes (Southall/Uxbridge)
  W: [51.51, -0.2], // London W (Notting Hill)
  WA: [53.39, -2.597], // Warrington
  WC: [51.518, -0.12], // London WC (Holborn)
  WD: [51.656, -0.396], // Watford
  WF: [53.683, -1.499], // Wakefield
  WN: [53.545, -2.632], // Wigan
  WR: [52.193, -2.22], // Worcester
  WS: [52.586, -1.982], // Walsall
  WV: [52.586, -2.128], // Wolverhampton
  YO: [53.959, -1.082], // York
  ZE: [60.155, -1.145], // Lerwick, Shetland

  // Central London
  EC1: [51.523, -0.102], // Clerkenwell
  EC2: [51.518, -0.088], // Moorgate
  EC3: [51.512, -0.08], // Aldgate
  EC4: [51.513, -0.104], // Fleet Street
  WC1: [51.522, -0.121], // Bloomsbury
  WC2: [51.512, -0.123], // Covent Garden
  E1: [51.517, -0.062], // Whitechapel
  E2: [51.529, -0.061], // Bethnal Green
  E3: [51.528, -0.022], // Bow
  E14: [51.507, -0.018], // Poplar, Canary Wharf
  E15: [51.541, -0.001], // Stratford
  E17: [51.585, -0.02], // Walthamstow
  N1: [51.537, -0.1], // Islington
  N4: [51.567, -0.105], // Finsbury Park
  N7: [51.553, -0.117], // Holloway
  N17: [51.597, -0.07], // Tottenham
  NW1: [51.532, -0.143], // Camden, Euston
  NW3: [51.553, -0.17], // Hampstead
  NW10: [51.543, -0.245], // Willesden
  SE1: [51.5, -0.096], // Southwark, Waterloo
  SE10: [51.48, -0.005], // Greenwich
  SE18: [51.485, 0.07], // Woolwich
  SW1: [51.497, -0.137], // Westminster
  SW11: [51.466, -0.165], // Battersea
  SW19: [51.421, -0.205], // Wimbledon
  W1: [51.515, -0.143], // West End
  W2: [51.514, -0.18], // Paddington
  W6: [51.493, -0.228], // Hammersmith
  W12: [51.508, -0.232], // Shepherd's Bush

  // Other city centres
  AB10: [57.145, -2.1], // Aberdeen centre
  AB11: [57.137, -2.09], // Aberdeen harbour, Torry
  B1: [52.48, -1.91], // Birmingham: Broad Street
  B2: [52.479, -1.898], // Birmingham: New Street
  B3: [52.483, -1.902], // Birmingham: Colmore Row
  B4: [52.484, -1.892], // Birmingham: Steelhouse Lane
  B5: [52.472, -1.893], // Birmingham: Digbeth, Southside
  BN1: [50.825, -0.14], // Brighton centre
  BS1: [51.453, -2.592], // Bristol centre
  BS2: [51.461, -2.58], // Bristol: St Pauls
  BT1: [54.6, -5.929], // Belfast centre
  BT2: [54.594, -5.932], // Belfast: Linen Quarter
  CB1: [52.2, 0.133], // Cambridge: station
  CB2: [52.203, 0.12], // Cambridge centre
  CF10: [51.475, -3.175], // Cardiff centre
  CF24: [51.49, -3.16], // Cardiff: Roath
  CH41: [53.393, -3.015], // Birkenhead
  CV1: [52.408, -1.51], // Coventry centre
  DD1: [56.461, -2.97], // Dundee centre
  DE1: [52.922, -1.476], // Derby centre
  DG9: [54.903, -5.024], // Stranraer
  DN31: [53.567, -0.08], // Grimsby
  EH1: [55.95, -3.188], // Edinburgh: Old Town
  EH2: [55.954, -3.197], // Edinburgh: New Town
  EH3: [55.953, -3.21], // Edinburgh: West End
  G1: [55.859, -4.245], // Glasgow: Merchant City
  G2: [55.862, -4.259], // Glasgow: Blythswood
  G3: [55.866, -4.28], // Glasgow: Finnieston
  HU1: [53.743, -0.333], // Hull centre
  L1: [53.402, -2.98], // Liverpool centre
  L2: [53.407, -2.989], // Liverpool: business district
  L3: [53.41, -2.985], // Liverpool: waterfront
  LE1: [52.635, -1.133], // Leicester centre
  LE2: [52.612, -1.12], // Leicester south: Aylestone, Knighton
  LE3: [52.63, -1.17], // Leicester west
  LE4: [52.66, -1.12], // Leicester north: Belgrave
  LE5: [52.64, -1.08], // Leicester east: Humberstone, Evington
  LS1: [53.797, -1.548], // Leeds centre
  LS2: [53.802, -1.548], // Leeds: university
  ME14: [51.275, 0.522], // Maidstone
  M1: [53.48, -2.236], // Manchester: Piccadilly
  M2: [53.481, -2.245], // Manchester: King Street
  M3: [53.482, -2.252], // Manchester: Deansgate, Salford
  M4: [53.485, -2.225], // Manchester: Ancoats
  NE1: [54.972, -1.613], // Newcastle centre
  NG1: [52.954, -1.149], // Nottingham centre
  NR1: [52.627, 1.299], // Norwich centre
  OX1: [51.752, -1.258], // Oxford centre
  PL1: [50.37, -4.142], // Plymouth centre
  PO1: [50.799, -1.093], // Portsmouth centre
  RG1: [51.455, -0.97], // Reading centre
  S1: [53.38, -1.47], // Sheffield centre
  SO14: [50.903, -1.401], // Southampton centre
  ST1: [53.025, -2.175], // Hanley
  YO1: [53.959, -1.082], // York centre

  // Airports and ports whose district is away from its area's main town (journey tables of the city pages)
  AB21: [57.202, -2.198], // Dyce, Aberdeen Airport
  B26: [52.452, -1.733], // Sheldon, Birmingham Airport
  BT29: [54.657, -6.216], // Aldergrove, Belfast International Airport
  CF62: [51.397, -3.32], // Rhoose and Barry, Cardiff Airport
  CM24: [51.887, 0.22], // Stansted Mountfitchet, Stansted Airport
  CT16: [51.127, 1.326], // Dover, Eastern Docks
  DE74: [52.831, -1.328], // Castle Donington, East Midlands Airport
  EH12: [55.947, -3.33], // Corstorphine to Edinburgh Airport
  HU9: [53.742, -0.28], // Marfleet, Port of Hull (King George and Queen Elizabeth docks)
  IP11: [51.958, 1.32], // Felixstowe and its port
  L21: [53.466, -3.005], // Seaforth, Port of Liverpool
  LS19: [53.866, -1.66], // Yeadon, Leeds Bradford Airport
  M90: [53.358, -2.272], // Manchester Airport
  NE13: [55.037, -1.692], // Woolsington, Newcastle Airport
  TW6: [51.47, -0.454], // Heathrow Airport

  // Northern Ireland towns
  BT20: [54.66, -5.668], // Bangor
  BT34: [54.176, -6.339], // Newry
  BT43: [54.864, -6.276], // Ballymena
  BT48: [54.997, -7.309], // Londonderry
  BT52: [55.133, -6.668], // Coleraine
  BT60: [54.349, -6.652], // Armagh
  BT74: [54.344, -7.639], // Enniskillen
  BT79: [54.6, -7.3], // Omagh

  // Scottish Highlands and islands
  IV1: [57.479, -4.225], // Inverness centre
  KW1: [58.439, -3.093], // Wick
  KW14: [58.593, -3.522], // Thurso
  KW15: [58.981, -2.96], // Kirkwall, Orkney
  KW16: [58.963, -3.296], // Stromness, Orkney
  KW17: [59.0, -3.0], // rest of Orkney (placed near Kirkwall)
  HS1: [58.209, -6.387], // Stornoway

  // Isle of Wight
  PO30: [50.701, -1.291], // Newport
  PO31: [50.76, -1.3], // Cowes
  PO32: [50.756, -1.288], // East Cowes
  PO33: [50.729, -1.161], // Ryde
  PO34: [50.718, -1.112], // Seaview
  PO35: [50.688, -1.083], // Bembridge
  PO36: [50.652, -1.157], // Sandown
  PO37: [50.633, -1.176], // Shanklin
  PO38: [50.594, -1.206], // Ventnor
  PO39: [50.68, -1.541], // Totland Bay
  PO40: [50.683, -1.525], // Freshwater
  PO41: [50.705, -1.5], // Yarmouth

  // Isles of Scilly
  TR21: [49.915, -6.312], // St Mary's
  TR22: [49.892, -6.345], // St Agnes
  TR23: [49.953, -6.354], // Bryher
  TR24: [49.953, -6.33], // Tresco
  TR25: [49.965, -6.285], // St Martin's
};
