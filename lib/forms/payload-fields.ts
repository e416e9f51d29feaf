/**
 * Payload field (POST /contact) -> form field, to show a 422 error of the intake next to
 * the input the visitor filled.
 */
export const formFieldOfPayloadField: Record<string, string> = {
  first_name: 'firstname',
  last_name: 'lastname',
  full_name: 'firstname',
  preferred_method_of_contact: 'communication_method',
  municipality: 'municipalities',
  current_client_situation: 'current_situation',
  desired_moving_timeframe: 'moving_date',
  budget_min: 'budget',
  budget_max: 'budget',
  nb_bedrooms: 'bedrooms',
  nb_bathrooms: 'bathrooms',
  nb_parking: 'parking',
  nb_garage: 'garage',
  year_of_construction: 'construction_year',
  living_area: 'livable_surface_area',
  land_area: 'lot_surface_area',
  evaluation_report: 'report',
  availability_of_report: 'report_available',
  reason_for_sale: 'selling_motivation',
  renos_and_improvments: 'renovations',
};

export function formFieldOf(payloadField: string): string {
  return formFieldOfPayloadField[payloadField] ?? payloadField;
}
