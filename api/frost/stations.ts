/**
 * DEMO DATA of the right shape, not NOAA's: one weather station per US state and DC, with its place,
 * elevation and frost dates as the real table has them (NOAA 1991–2020 normals at 30% probability,
 * with a completeness code). The positions are the cities'; the dates are plausible for them, not
 * measured. The real API has the full table.
 */
export interface FrostStation {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Elevation in metres. */
  elevation: number;
  /** Last spring frost and first fall frost, `day/month`. */
  lastSpring: string;
  firstFall: string;
  /** S standard (24+ years), R representative (10+), P provisional (10+, gaps not fillable), E estimated (2+). */
  completeness: 'S' | 'R' | 'P' | 'E';
}

type Row = [string, string, number, number, number, string, string, FrostStation['completeness']];

const rows: Row[] = [
  ['AL', 'BIRMINGHAM AIRPORT', 33.5654, -86.745, 189, '24/03', '06/11', 'S'],
  ['AK', 'ANCHORAGE INTL AIRPORT', 61.1689, -150.0278, 40, '14/05', '19/09', 'S'],
  ['AZ', 'PHOENIX SKY HARBOR', 33.4278, -112.0037, 337, '26/01', '12/12', 'S'],
  ['AR', 'LITTLE ROCK ADAMS FIELD', 34.7272, -92.2389, 78, '27/03', '04/11', 'S'],
  ['CA', 'SACRAMENTO EXECUTIVE AIRPORT', 38.5069, -121.495, 5, '18/02', '01/12', 'S'],
  ['CO', 'DENVER INTL AIRPORT', 39.8328, -104.6575, 1650, '05/05', '03/10', 'S'],
  ['CT', 'HARTFORD BRADLEY INTL', 41.9381, -72.6825, 53, '29/04', '08/10', 'S'],
  ['DE', 'WILMINGTON NEW CASTLE CO', 39.6744, -75.6061, 24, '13/04', '25/10', 'S'],
  ['DC', 'WASHINGTON REAGAN NATL', 38.8483, -77.0342, 3, '29/03', '12/11', 'S'],
  ['FL', 'ORLANDO INTL AIRPORT', 28.4339, -81.325, 27, '05/02', '15/12', 'R'],
  ['GA', 'ATLANTA HARTSFIELD INTL', 33.6301, -84.4418, 308, '25/03', '08/11', 'S'],
  ['HI', 'MAUNA LOA SLOPE OBSERVATORY', 19.5362, -155.5763, 3397, '12/06', '14/09', 'E'],
  ['ID', 'BOISE AIR TERMINAL', 43.5669, -116.2406, 874, '05/05', '04/10', 'S'],
  ['IL', 'CHICAGO OHARE INTL', 41.9786, -87.9047, 201, '24/04', '18/10', 'S'],
  ['IN', 'INDIANAPOLIS INTL AIRPORT', 39.725, -86.2817, 241, '19/04', '16/10', 'S'],
  ['IA', 'DES MOINES INTL AIRPORT', 41.5339, -93.6531, 292, '24/04', '09/10', 'S'],
  ['KS', 'WICHITA EISENHOWER NATL', 37.6497, -97.4331, 402, '14/04', '20/10', 'S'],
  ['KY', 'LOUISVILLE INTL AIRPORT', 38.1811, -85.7392, 149, '08/04', '25/10', 'S'],
  ['LA', 'BATON ROUGE METRO AIRPORT', 30.5372, -91.1469, 19, '01/03', '18/11', 'S'],
  ['ME', 'PORTLAND JETPORT', 43.6414, -70.3047, 14, '11/05', '01/10', 'S'],
  ['MD', 'BALTIMORE WASHINGTON INTL', 39.1733, -76.6842, 47, '17/04', '20/10', 'S'],
  ['MA', 'WORCESTER REGIONAL AIRPORT', 42.2706, -71.8731, 301, '06/05', '08/10', 'R'],
  ['MI', 'DETROIT METRO AIRPORT', 42.2314, -83.3308, 192, '01/05', '10/10', 'S'],
  ['MN', 'MINNEAPOLIS ST PAUL INTL', 44.8831, -93.2289, 256, '03/05', '05/10', 'S'],
  ['MS', 'JACKSON INTL AIRPORT', 32.3206, -90.0778, 101, '23/03', '02/11', 'S'],
  ['MO', 'ST LOUIS LAMBERT INTL', 38.7525, -90.3736, 163, '07/04', '23/10', 'S'],
  ['MT', 'HELENA REGIONAL AIRPORT', 46.6056, -111.9639, 1167, '19/05', '20/09', 'S'],
  ['NE', 'OMAHA EPPLEY AIRFIELD', 41.3103, -95.8992, 299, '22/04', '08/10', 'S'],
  ['NV', 'RENO TAHOE INTL', 39.4839, -119.7711, 1341, '19/05', '29/09', 'P'],
  ['NH', 'CONCORD MUNICIPAL AIRPORT', 43.1953, -71.5011, 105, '18/05', '24/09', 'S'],
  ['NJ', 'NEWARK LIBERTY INTL', 40.6825, -74.1694, 2, '07/04', '06/11', 'S'],
  ['NM', 'ALBUQUERQUE INTL SUNPORT', 35.0419, -106.6156, 1619, '21/04', '21/10', 'S'],
  ['NY', 'ALBANY INTL AIRPORT', 42.7431, -73.8092, 85, '09/05', '01/10', 'S'],
  ['NC', 'RALEIGH DURHAM INTL', 35.8922, -78.7819, 127, '10/04', '28/10', 'S'],
  ['ND', 'BISMARCK MUNICIPAL AIRPORT', 46.7825, -100.7572, 502, '16/05', '22/09', 'S'],
  ['OH', 'COLUMBUS JOHN GLENN INTL', 39.9914, -82.8808, 249, '23/04', '15/10', 'S'],
  ['OK', 'OKLAHOMA CITY WILL ROGERS', 35.3889, -97.6006, 392, '03/04', '30/10', 'S'],
  ['OR', 'PORTLAND INTL AIRPORT', 45.5958, -122.6092, 6, '01/04', '08/11', 'S'],
  ['PA', 'HARRISBURG CAPITAL CITY', 40.2175, -76.8514, 105, '19/04', '20/10', 'R'],
  ['RI', 'PROVIDENCE TF GREEN', 41.7225, -71.4325, 16, '24/04', '18/10', 'S'],
  ['SC', 'COLUMBIA METRO AIRPORT', 33.9419, -81.1183, 69, '25/03', '07/11', 'S'],
  ['SD', 'SIOUX FALLS FOSS FIELD', 43.5772, -96.7539, 435, '06/05', '30/09', 'S'],
  ['TN', 'NASHVILLE INTL AIRPORT', 36.1189, -86.6892, 180, '06/04', '27/10', 'S'],
  ['TX', 'AUSTIN CAMP MABRY', 30.3208, -97.7603, 205, '27/02', '29/11', 'S'],
  ['UT', 'SALT LAKE CITY INTL', 40.7781, -111.9694, 1288, '26/04', '16/10', 'S'],
  ['VT', 'BURLINGTON INTL AIRPORT', 44.4683, -73.1503, 102, '12/05', '30/09', 'S'],
  ['VA', 'RICHMOND INTL AIRPORT', 37.5058, -77.3197, 50, '12/04', '24/10', 'S'],
  ['WA', 'SEATTLE TACOMA INTL', 47.4444, -122.3139, 113, '17/03', '14/11', 'S'],
  ['WV', 'CHARLESTON YEAGER AIRPORT', 38.3794, -81.59, 299, '23/04', '16/10', 'R'],
  ['WI', 'MADISON DANE CO REGIONAL', 43.1406, -89.345, 264, '08/05', '01/10', 'S'],
  ['WY', 'CHEYENNE MUNICIPAL AIRPORT', 41.1528, -104.8097, 1867, '18/05', '21/09', 'S'],
];

export const frostStations: readonly FrostStation[] = rows.map(
  ([state, name, latitude, longitude, elevation, lastSpring, firstFall, completeness]) => ({
    name,
    state,
    latitude,
    longitude,
    elevation,
    lastSpring,
    firstFall,
    completeness,
  }),
);
