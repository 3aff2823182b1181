/** "Asia/Ho_Chi_Minh" → "Ho Chi Minh (Asia)"; "UTC" stays. A zone as people read it. */
export function zoneCity(zone: string): string {
  const parts = zone.split('/');
  if (parts.length === 1) return zone;
  return `${parts.slice(1).join(' / ').replace(/_/g, ' ')} (${parts[0]})`;
}
