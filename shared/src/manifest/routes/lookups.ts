import { z } from 'zod';
import { paged, pageQuery } from '../../schemas/common';
import { defineRoutes, signedIn } from '../route';

const code = (title: string) => z.string().trim().min(1).max(20).meta({ title });

export const paymentType = z.object({ id: z.number().int(), name: z.string() });
export const region = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  centerName: z.string(),
});
export const area = z.object({
  id: z.string(),
  name: z.string(),
  regionId: z.string(),
  regionName: z.string(),
});
export const city = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  areaId: z.string(),
  areaName: z.string(),
  regionId: z.string(),
  regionName: z.string(),
});
export const country = z.object({ id: z.string(), name: z.string() });
export const district = z.object({
  id: z.string(),
  name: z.string(),
  cityId: z.string(),
  cityName: z.string(),
});

export type Region = z.infer<typeof region>;
export type Area = z.infer<typeof area>;
export type City = z.infer<typeof city>;
export type Country = z.infer<typeof country>;
export type District = z.infer<typeof district>;

export const lookupRoutes = defineRoutes('lookups', {
  paymentTypes: {
    method: 'GET',
    path: '/api/PaymentTypes',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: paged(paymentType), paged: true },
    summary: 'Начини на плащане (спец. enum Payment method)',
  },
  regions: {
    method: 'GET',
    path: '/api/regions',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: paged(region), paged: true },
    summary: 'Областите на България по ЕКАТТЕ (28)',
  },
  areas: {
    method: 'GET',
    path: '/api/Areas',
    permission: signedIn,
    request: { query: z.object({ regionId: code('Област').optional() }) },
    reply: { kind: 'json', schema: paged(area), paged: true },
    summary: 'Общините по ЕКАТТЕ, по избор само на една област',
  },
  cities: {
    method: 'GET',
    path: '/api/cities',
    permission: signedIn,
    request: {
      query: z
        .object({
          regionId: code('Област').optional(),
          areaId: code('Община').optional(),
          name: z.string().trim().min(1).max(60).meta({ title: 'Име' }).optional(),
          ...pageQuery,
        })
        .refine((q) => q.regionId !== undefined || q.name !== undefined, {
          message: 'Полето "Област" е задължително, когато не се търси по име',
          path: ['regionId'],
        }),
    },
    reply: { kind: 'json', schema: paged(city), paged: true },
    summary: 'Населените места по ЕКАТТЕ: на област, на община или по начало на името',
  },
  countries: {
    method: 'GET',
    path: '/api/countries',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: paged(country), paged: true },
    summary: 'Държавите с български имена (ISO 3166-1)',
  },
  districts: {
    method: 'GET',
    path: '/api/Districts',
    permission: signedIn,
    request: { query: z.object({ cityId: code('Населено място').optional() }) },
    reply: { kind: 'json', schema: paged(district), paged: true },
    summary: 'Районите на София, Пловдив и Варна',
  },
});
