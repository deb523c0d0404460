/**
 * The schema.org type JSON-LD gives the business. `business.category` may name a type schema.org does not have
 * (`LawFirm`, `AssistedLiving`, `Caterer`); search engines ignore markup of unknown types, so such a business is
 * described by the nearest schema.org type of its kind instead.
 */
import { packFor } from "../insights/packs/mod.ts";

/** schema.org's LocalBusiness type and its subtypes (schema.org 29), plus the organisation types above it. */
const SCHEMA_ORG_TYPES: ReadonlySet<string> = new Set(
  `Organization LocalBusiness AnimalShelter ArchiveOrganization AutomotiveBusiness AutoBodyShop AutoDealer
  AutoPartsStore AutoRental AutoRepair AutoWash GasStation MotorcycleDealer MotorcycleRepair ChildCare Dentist
  DryCleaningOrLaundry EmergencyService FireStation Hospital PoliceStation EmploymentAgency EntertainmentBusiness
  AdultEntertainment AmusementPark ArtGallery Casino ComedyClub MovieTheater NightClub FinancialService
  AccountingService AutomatedTeller BankOrCreditUnion InsuranceAgency FoodEstablishment Bakery BarOrPub Brewery
  CafeOrCoffeeShop Distillery FastFoodRestaurant IceCreamShop Restaurant Winery GovernmentOffice PostOffice
  HealthAndBeautyBusiness BeautySalon DaySpa HairSalon HealthClub NailSalon TattooParlor HomeAndConstructionBusiness
  Electrician GeneralContractor HVACBusiness HousePainter Locksmith MovingCompany Plumber RoofingContractor
  InternetCafe LegalService Attorney Notary Library LodgingBusiness BedAndBreakfast Campground Hostel Hotel Motel
  Resort SkiResort VacationRental MedicalBusiness CommunityHealth Dermatology DietNutrition Emergency Geriatric
  Gynecologic MedicalClinic CovidTestingFacility Midwifery Nursing Obstetric Oncologic Optician Optometric
  Otolaryngologic Pediatric Pharmacy Physician IndividualPhysician PhysiciansOffice Physiotherapy PlasticSurgery
  Podiatric PrimaryCare Psychiatric PublicHealth MedicalOrganization DiagnosticLab VeterinaryCare ProfessionalService
  RadioStation RealEstateAgent RecyclingCenter SelfStorage ShoppingCenter SportsActivityLocation BowlingAlley
  ExerciseGym GolfCourse PublicSwimmingPool SportsClub StadiumOrArena TennisComplex Store BikeStore BookStore
  ClothingStore ComputerStore ConvenienceStore DepartmentStore ElectronicsStore Florist FurnitureStore GardenStore
  GroceryStore HardwareStore HobbyShop HomeGoodsStore JewelryStore LiquorStore MensClothingStore MobilePhoneStore
  MovieRentalStore MusicStore OfficeEquipmentStore OutletStore PawnShop PetStore ShoeStore SportingGoodsStore
  TireShop ToyStore WholesaleStore TelevisionStation TouristInformationCenter TravelAgency`.split(/\s+/),
);

/** The nearest schema.org type for each taxonomy pack, for categories schema.org does not name. */
const PACK_TYPES: Readonly<Record<string, string>> = {
  home_services: "HomeAndConstructionBusiness",
  food_hospitality: "FoodEstablishment",
  healthcare: "MedicalBusiness",
  legal: "LegalService",
  auto_services: "AutomotiveBusiness",
};

/** `Dentist` stays `Dentist`; `LawFirm` becomes `LegalService`; an unknown category `LocalBusiness`. */
export function schemaOrgType(category: string): string {
  if (SCHEMA_ORG_TYPES.has(category)) return category;
  return PACK_TYPES[packFor(category).id] ?? "LocalBusiness";
}
