import type { Business } from '../types.js';
import { accountants } from './accountants.js';
import { bikes } from './bikes.js';
import { broadband } from './broadband.js';
import { carhire } from './carhire.js';
import { cinema } from './cinema.js';
import { clinic } from './clinic.js';
import { cowork } from './cowork.js';
import { dental } from './dental.js';
import { driving } from './driving.js';
import { funeral } from './funeral.js';
import { garage } from './garage.js';
import { gym } from './gym.js';
import { hotel } from './hotel.js';
import { itsupport } from './itsupport.js';
import { kennels } from './kennels.js';
import { lab } from './lab.js';
import { language } from './language.js';
import { letting } from './letting.js';
import { museum } from './museum.js';
import { nursery } from './nursery.js';
import { optician } from './optician.js';
import { pharmacy } from './pharmacy.js';
import { physio } from './physio.js';
import { plumbing } from './plumbing.js';
import { removals } from './removals.js';
import { restaurant } from './restaurant.js';
import { salon } from './salon.js';
import { saas } from './saas.js';
import { shop } from './shop.js';
import { solicitors } from './solicitors.js';
import { university } from './university.js';
import { venue } from './venue.js';
import { vet } from './vet.js';
import { creditunion } from './creditunion.js';
import { holidaypark } from './holidaypark.js';
import { musicschool } from './musicschool.js';
import { cardealer } from './cardealer.js';
import { softplay } from './softplay.js';
import { insurance } from './insurance.js';
import { library } from './library.js';
import { pestcontrol } from './pestcontrol.js';
import { storage } from './storage.js';
import { tattoo } from './tattoo.js';
import { gardencentre } from './gardencentre.js';
import { climbing } from './climbing.js';
import { solar } from './solar.js';
import { theatre } from './theatre.js';
import { florist } from './florist.js';
import { escaperoom } from './escaperoom.js';
import { boathire } from './boathire.js';
import { stoves } from './stoves.js';
import { bakery } from './bakery.js';
import { carehome } from './carehome.js';
import { cleaning } from './cleaning.js';
import { leisure } from './leisure.js';
import { repairs } from './repairs.js';
import { golf } from './golf.js';
import { photographer } from './photographer.js';
import { groomer } from './groomer.js';
import { printshop } from './printshop.js';

/** Every business of the bench, in the order they are run and printed. */
export const BUSINESSES: Business[] = [
  lab,
  clinic,
  dental,
  saas,
  restaurant,
  shop,
  hotel,
  university,
  gym,
  vet,
  solicitors,
  plumbing,
  accountants,
  driving,
  salon,
  physio,
  venue,
  garage,
  nursery,
  optician,
  language,
  cowork,
  museum,
  removals,
  pharmacy,
  broadband,
  letting,
  cinema,
  bikes,
  funeral,
  carhire,
  itsupport,
  kennels,
  creditunion,
  holidaypark,
  musicschool,
  cardealer,
  softplay,
  insurance,
  library,
  pestcontrol,
  storage,
  tattoo,
  gardencentre,
  climbing,
  solar,
  theatre,
  florist,
  escaperoom,
  boathire,
  stoves,
  bakery,
  carehome,
  cleaning,
  leisure,
  repairs,
  golf,
  photographer,
  groomer,
  printshop,
];
