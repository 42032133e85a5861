/** Messages of «Маршрут». Part of `messages` (../messages.ts). */
export const itineraryMessages = {
  itineraryStartInStops: 'Начало маршрута не может быть его остановкой',
} as const;

export const describeItinerary = {
  itineraryNoCoordinates: (names: readonly string[]) =>
    `Нет координат у точек: ${names.join(', ')}. Укажите их в разделе «ПВЗ»`,
};
