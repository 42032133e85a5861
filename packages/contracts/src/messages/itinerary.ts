/** Messages of routes and maps. Part of `messages` (../messages.ts). */
export const itineraryMessages = {
  itineraryStartInStops: 'Начало маршрута не может быть его остановкой',
  itineraryStopTwice: 'Остановка указана в маршруте дважды',
  itineraryPlaceUnknown: 'Место маршрута не найдено',
  itineraryOtherNetwork: 'В маршруте точка другой сети',
  itineraryCourierUnknown: 'Курьер не найден или не может водить маршруты',
  itineraryNotFound: 'Маршрут не найден',
  itineraryStarted: 'Курьер уже начал этот маршрут: его нельзя изменить или удалить',
  itineraryNotYours: 'Это маршрут другого курьера',
  itineraryStopUnknown: 'Такой остановки в маршруте нет',
  itineraryStopFinished: 'Эта остановка уже отмечена',
  itineraryStopMoved: 'Маршрут изменился: обновите страницу',
  itineraryReasonRequired: 'Укажите причину, почему остановка не выполнена',
  itineraryPhotoInvalid: 'Фото не найдено или уже приложено к другой остановке',
  markerNotFound: 'Метка не найдена',
  markerNoteRequired: 'Введите заметку',
  /** why a map is not drawn: «Карта не загрузилась: …» */
  mapScriptFailed: 'не удалось загрузить скрипт Яндекс Карт',
} as const;

export const describeItinerary = {
  itineraryNoCoordinates: (names: readonly string[]) =>
    `Нет координат у мест: ${names.join(', ')}. Укажите их в справочниках («ПВЗ», «Сортировочные центры», «ПВЗ (Доставка)»)`,
};
