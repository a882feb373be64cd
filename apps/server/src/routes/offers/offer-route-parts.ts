import { errorResponseSchema } from '@bo/contract/errors/error-response';

/** What the offers tab's route files share: their OpenAPI tag, their error answers and how a request names an offer. */
export const offerTags = ['offers'];

export const offerErrors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The offer a request's path names, in the country of the request. */
export const offerRefOf = (request: { params: { id: number; offerId: number }; country: string }) => ({
  customerId: request.params.id,
  offerId: request.params.offerId,
  countryCode: request.country,
});
